import { useLazyOverlay } from '../common/useLazyOverlay.ts';
import type { SearchMessages } from './messages.ts';

interface Props {
  base: string;
  messages: SearchMessages;
}

/**
 * Mounted once by the layout: the search drawer (spec §2) opens from the top when the header's search
 * icon sets $overlay to 'search'. Its code (input, terms, results) loads the first time it opens.
 */
export default function SearchDrawer({ base, messages }: Props) {
  const { Component: Panel } = useLazyOverlay<Props>('search', () => import('./SearchPanel.tsx'));
  return Panel ? <Panel base={base} messages={messages} /> : null;
}
