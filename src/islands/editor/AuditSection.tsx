import { useState } from 'react';
import type { CallOutput } from '../../../api/lib/contract.ts';
import type * as C from '../../../api/contracts.ts';
import { OPERATOR_ACTIONS, type OperatorAction } from '../../../api/modules/operator/actions.ts';
import { listAudit } from '../../lib/api/operator.ts';
import type { T } from '../../lib/t.ts';
import Loading from './Loading.tsx';
import Pager from './Pager.tsx';
import { when } from './state.ts';
import { useLoad } from './useLoad.ts';

const PAGE_SIZE = 50;
/** An action's name in the UI's messages ("order.ship" → operator.action_order_ship). */
const actionKey = (a: OperatorAction) => `operator.action_${a.replace('.', '_')}`;

type Entry = CallOutput<typeof C.operator.auditList>['list'][number];

/** What changed, where the action's detail says more than its name: a count, a carrier, a reply. */
function summary(t: T, entry: Entry): string | null {
  const d = entry.detail;
  if (entry.action === 'stock.adjust' && typeof d.from === 'number' && typeof d.to === 'number')
    return t('operator.auditCount', { from: d.from, to: d.to });
  if (typeof d.carrier === 'string' && d.carrier) return d.carrier;
  if (typeof d.reply === 'string' && d.reply) return d.reply;
  return null;
}

/** Operators' audit log: who did what, when, from the workspace or the command line. */
export default function AuditSection({ t, locale }: { t: T; locale: string }) {
  const [action, setAction] = useState<OperatorAction | undefined>();
  const [page, setPage] = useState(1);
  const log = useLoad(() => listAudit({ action, page, page_size: PAGE_SIZE }), [action, page]);

  return (
    <section aria-labelledby="ed-audit-title">
      <h2 id="ed-audit-title">{t('operator.audit')}</h2>
      <label className="ed-field ed-audit-filter">
        <span>{t('operator.auditAction')}</span>
        <select
          value={action ?? ''}
          onChange={(e) => {
            setAction((e.target.value || undefined) as OperatorAction | undefined);
            setPage(1);
          }}
        >
          <option value="">{t('operator.allStatuses')}</option>
          {OPERATOR_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(actionKey(a))}
            </option>
          ))}
        </select>
      </label>
      <Loading t={t} state={log} />
      {log.data && log.data.list.length === 0 && <p>{t('operator.auditNone')}</p>}
      {log.data && log.data.list.length > 0 && (
        <ol className="ed-list ed-audit" aria-busy={log.loading}>
          {log.data.list.map((entry) => (
            <li key={entry.id} className="ed-audit-row">
              <strong>{t(actionKey(entry.action))}</strong>
              <span className="ed-audit-target">{entry.target}</span>
              {summary(t, entry) && <span className="ed-audit-detail">{summary(t, entry)}</span>}
              <span className="ed-order-who">
                {entry.via === 'command line' ? t('operator.viaCommandLine') : t('operator.viaWorkspace', { email: entry.email ?? '—' })}
              </span>
              <small>{when(entry.at, locale)}</small>
            </li>
          ))}
        </ol>
      )}
      {log.data && <Pager t={t} page={page} total={log.data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
    </section>
  );
}
