import { useLazyOverlay } from '../common/useLazyOverlay.ts';

interface Props {
  base: string;
  messages: Record<string, string>;
}

/** Mounted once by the layout: the cart drawer's code loads the first time the cart icon opens it. */
export default function CartDrawer(props: Props) {
  const { Component: Panel } = useLazyOverlay<Props>('cart', () => import('./CartPanel.tsx'));
  return Panel ? <Panel {...props} /> : null;
}
