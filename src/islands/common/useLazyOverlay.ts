import { useStore } from './useStore.ts';
import { useEffect, useState, type ComponentType } from 'react';
import { $overlay, closeOverlay, type Overlay } from '../../stores/ui.ts';

/**
 * Loads an overlay's component the first time `$overlay` asks for it, and returns it (null until then)
 * with whether it is open. A failed load is left unhandled on purpose: the chunk guard reports it
 * (spec §8) and recovers.
 */
export function useLazyOverlay<P>(name: Overlay, load: () => Promise<{ default: ComponentType<P> }>) {
  const overlay = useStore($overlay);
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (overlay !== name || Component) return;
    load().then(
      (m) => setComponent(() => m.default),
      (error) => {
        closeOverlay();
        throw error;
      },
    );
  }, [overlay, Component]);
  return { Component, open: overlay === name };
}
