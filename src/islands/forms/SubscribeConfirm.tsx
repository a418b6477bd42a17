import { useEffect, useState } from 'react';
import { answeredMessage } from '../../lib/api/client.ts';
import { confirmSubscription } from '../../lib/api/forms.ts';
import { makeT } from '../../lib/t.ts';

type State = { kind: 'working' } | { kind: 'done' | 'failed'; text: string };

/**
 * The page a confirmation e-mail links to: sends the link's token and shows the answer. Sending it
 * from the page (not on the link's GET) keeps mail scanners that open links from confirming.
 */
export default function SubscribeConfirm({ locale, messages }: { locale: string; messages: Record<string, string> }) {
  const t = makeT(messages);
  // The first render equals the pre-rendered HTML; the token is only read after hydration.
  const [state, setState] = useState<State>({ kind: 'working' });
  useEffect(() => {
    const token = new URLSearchParams(location.search).get('token');
    if (!token) {
      setState({ kind: 'failed', text: t('forms.confirmMissing') });
      return;
    }
    confirmSubscription({ token, lang: locale })
      .then(() => setState({ kind: 'done', text: t('forms.confirmDone') }))
      .catch((error) => setState({ kind: 'failed', text: answeredMessage(error) || t('forms.confirmFailed') }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page
  }, []);
  return (
    <p role="status" className={state.kind === 'failed' ? 'error-text' : state.kind === 'done' ? 'success-text' : undefined}>
      {state.kind === 'working' ? t('forms.confirming') : state.text}
    </p>
  );
}
