import type { ModalAdapter, ModalAdapterFactory } from './ModalAdapter.js';

/**
 * Modal adapters by key, like Stimulus' `application.register(identifier, constructor)`.
 * @example
 * modalAdapters.register('tailwind', () => new TailwindModalAdapter());
 */
export class ModalAdapterRegistry {
  private readonly factories = new Map<string, ModalAdapterFactory>();

  /** Registers (or replaces) the factory of the adapter selected by `key`. */
  register(key: string, factory: ModalAdapterFactory): this {
    if (typeof key !== 'string' || key === '') throw new TypeError('A modal adapter key must be a non-empty string');
    if (typeof factory !== 'function') throw new TypeError(`The modal adapter "${key}" needs a factory function`);
    this.factories.set(key, factory);
    return this;
  }

  /** Whether an adapter is registered under `key`. */
  has(key: string): boolean {
    return this.factories.has(key);
  }

  /** The registered keys, in registration order. */
  keys(): string[] {
    return [...this.factories.keys()];
  }

  /** A new adapter from the factory registered under `key`; an unknown key throws, naming the known ones. */
  create(key: string): ModalAdapter {
    const factory = this.factories.get(key);
    if (!factory) {
      const known = this.keys().map((k) => `"${k}"`).join(', ') || 'none';
      throw new Error(
        `Unknown modal adapter "${key}": register it with modalAdapters.register("${key}", factory) (registered: ${known})`,
      );
    }
    return factory();
  }
}
