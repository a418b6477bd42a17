/** What an action came to: a status line when it worked, an alert when it did not. */
export type Outcome = { ok: boolean; text: string } | null;

export default function OutcomeLine({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p className={outcome.ok ? 'ed-status' : 'error-text'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </p>
  );
}
