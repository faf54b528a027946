import { ADAPTER_KEY_RULE, isAdapterKey } from '../../lib/wire/modal-adapter-keys.js';
import type { ModalAdapter, ModalAdapterFactory } from './ModalAdapter.js';

/**
 * Modal adapters by key, like Stimulus' `application.register(identifier, constructor)`.
 * @example
 * modalAdapters.register('tailwind', () => new TailwindModalAdapter());
 */
export class ModalAdapterRegistry {
  private readonly factories = new Map<string, ModalAdapterFactory>();

  /**
   * Registers (or replaces) the factory of the adapter selected by `key`. A key the server would
   * refuse in the edit requests (`tw.modal`) throws here, rather than making every edit answer 400.
   */
  register(key: string, factory: ModalAdapterFactory): this {
    if (!isAdapterKey(key)) throw new TypeError(`Invalid modal adapter key ${JSON.stringify(key)}: use ${ADAPTER_KEY_RULE}`);
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
