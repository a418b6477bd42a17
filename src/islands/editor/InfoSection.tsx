import { listInfoPages, updateInfoPage } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import Collapsible from './Collapsible.tsx';
import ItemForm from './ItemForm.tsx';
import Loading from './Loading.tsx';
import { inLocale } from './state.ts';
import { useLoad } from './useLoad.ts';

/** GET /basicInfo/get's kind of the shipping rules, whose page ends with the live table of rates. */
const SHIPPING_RULES = 3;

/** The info pages (the shipping rules…): titles and HTML contents per locale. */
export default function InfoSection({ t, locale }: { t: T; locale: string }) {
  const pages = useLoad(() => listInfoPages(), []);
  return (
    <section aria-labelledby="ed-info-title">
      <h2 id="ed-info-title">{t('editor.info')}</h2>
      <Loading t={t} state={pages} />
      {pages.data?.map((p) => (
        <Collapsible
          key={p.kind}
          title={inLocale(p.title, locale)}
          meta={p.kind === SHIPPING_RULES ? t('editor.shippingRules') : t('editor.infoKind', { kind: p.kind })}
        >
          {() => (
            <>
              {p.kind === SHIPPING_RULES && <p className="ed-hint">{t('editor.shippingTableHint')}</p>}
              <ItemForm
                t={t}
                fields={[
                  { key: 'title', label: t('editor.title'), kind: 'line', localized: true },
                  { key: 'content', label: t('editor.content'), kind: 'html', localized: true },
                ]}
                initial={{ title: p.title, content: p.content }}
                onSave={(changes) => updateInfoPage({ kind: p.kind, ...changes }).then(pages.reload)}
              />
            </>
          )}
        </Collapsible>
      ))}
    </section>
  );
}
