/**
 * The WAI-ARIA menu button's keys for a menu of `items` (docs/export.md, Export): the item ArrowDown, ArrowUp,
 * Home or End moves to from `current` (-1: the button, where ArrowDown opens on the first item and
 * ArrowUp on the last), wrapping at either end; null for any other key.
 */
export function menuItemFor<T>(items: readonly T[], current: number, key: string): T | null {
  const last = items.length - 1;
  const next: Record<string, number> = {
    ArrowDown: current < 0 || current === last ? 0 : current + 1,
    ArrowUp: current <= 0 ? last : current - 1,
    Home: 0,
    End: last,
  };
  return key in next && (current >= 0 || key.startsWith('Arrow')) ? items[next[key]] ?? null : null;
}
