import { useStore } from '../common/useStore.ts';
import { useState } from 'react';
import { ApiError } from '../../lib/api/client.ts';
import { getEditorMe } from '../../lib/api/editor.ts';
import { getOperatorMe } from '../../lib/api/operator.ts';
import { makeT } from '../../lib/t.ts';
import { $token } from '../../stores/auth.ts';
import { openOverlay } from '../../stores/ui.ts';
import ArticlesSection from './ArticlesSection.tsx';
import AuditSection from './AuditSection.tsx';
import BannersSection from './BannersSection.tsx';
import BlogSection from './BlogSection.tsx';
import CategoriesSection from './CategoriesSection.tsx';
import ChangesSection from './ChangesSection.tsx';
import FaqSection from './FaqSection.tsx';
import InfoSection from './InfoSection.tsx';
import InventorySection from './InventorySection.tsx';
import MediaSection from './MediaSection.tsx';
import OrdersSection from './OrdersSection.tsx';
import PaymentsSection from './PaymentsSection.tsx';
import ProductsSection from './ProductsSection.tsx';
import PublishPanel from './PublishPanel.tsx';
import { $editLocale, failure, type Locale } from './state.ts';
import { useLoad } from './useLoad.ts';
import './editor.css';

const EDITOR_SECTIONS = ['products', 'categories', 'banners', 'blog', 'faq', 'articles', 'info', 'media', 'changes', 'publish'] as const;
const OPERATOR_SECTIONS = ['orders', 'stock', 'payments', 'audit'] as const;
type Section = (typeof EDITOR_SECTIONS)[number] | (typeof OPERATOR_SECTIONS)[number];
const isOperatorSection = (s: Section): s is (typeof OPERATOR_SECTIONS)[number] => (OPERATOR_SECTIONS as readonly string[]).includes(s);

/** A role's "who am I" call: the answer, or null when the account lacks the role (403). */
const roleOf = <V,>(load: Promise<V>): Promise<V | null> =>
  load.catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 403) return null;
    throw error;
  });

interface Props {
  locale: Locale;
  messages: Record<string, string>;
}

/**
 * The staff workspace (client-side only): signed out, the shop's sign-in; signed in without a staff
 * role, a plain message; an editor gets the content sections, an operator the Orders section (one
 * person may hold both), one at a time.
 */
export default function EditorApp({ locale, messages }: Props) {
  const t = makeT(messages);
  const token = useStore($token);
  useState(() => $editLocale.set(locale));
  const me = useLoad(async () => {
    if (!token) return null;
    const [editor, operator] = await Promise.all([roleOf(getEditorMe()), roleOf(getOperatorMe())]);
    return { email: editor?.email ?? operator?.email ?? '', editor: Boolean(editor), operator: Boolean(operator) };
  }, [token]);
  const [chosen, setSection] = useState<Section | null>(null);

  if (!token) {
    return (
      <div className="ed-gate">
        <h1>{t('editor.workspace')}</h1>
        <p>{t('editor.signInLead')}</p>
        <button type="button" className="btn" onClick={() => openOverlay('login')}>
          {t('editor.signIn')}
        </button>
      </div>
    );
  }
  if (me.data && !me.data.editor && !me.data.operator) {
    return (
      <div className="ed-gate" role="alert">
        <h1>{t('editor.workspace')}</h1>
        <p>{t('operator.notStaff')}</p>
      </div>
    );
  }
  if (me.error) {
    return (
      <div className="ed-gate">
        <h1>{t('editor.workspace')}</h1>
        <p className="error-text" role="alert">
          {failure(t, me.error)}
        </p>
        <button type="button" className="btn btn-outline" onClick={me.reload}>
          {t('editor.retry')}
        </button>
      </div>
    );
  }
  if (!me.data) return <p className="ed-gate">{t('editor.loading')}</p>;

  const sections: Section[] = [...(me.data.editor ? EDITOR_SECTIONS : []), ...(me.data.operator ? OPERATOR_SECTIONS : [])];
  const section = chosen && sections.includes(chosen) ? chosen : sections[0];
  const props = { t, locale };
  return (
    <div className="ed-app">
      <header className="ed-head">
        <h1>{t('editor.workspace')}</h1>
        <p className="ed-me">{t('editor.signedInAs', { email: me.data.email })}</p>
      </header>
      <nav className="ed-tabs" aria-label={t('editor.sections')}>
        {sections.map((s) => (
          <button key={s} type="button" className="ed-tab" aria-current={s === section ? 'page' : undefined} onClick={() => setSection(s)}>
            {isOperatorSection(s) ? t(`operator.${s}`) : t(`editor.${s}`)}
          </button>
        ))}
      </nav>
      <div className="ed-main">
        {section === 'products' && <ProductsSection {...props} />}
        {section === 'categories' && <CategoriesSection {...props} />}
        {section === 'banners' && <BannersSection {...props} />}
        {section === 'blog' && <BlogSection {...props} />}
        {section === 'faq' && <FaqSection {...props} />}
        {section === 'articles' && <ArticlesSection {...props} />}
        {section === 'info' && <InfoSection {...props} />}
        {section === 'media' && <MediaSection {...props} />}
        {section === 'changes' && <ChangesSection {...props} />}
        {section === 'publish' && <PublishPanel {...props} />}
        {section === 'orders' && <OrdersSection {...props} />}
        {section === 'stock' && <InventorySection {...props} />}
        {section === 'payments' && <PaymentsSection {...props} />}
        {section === 'audit' && <AuditSection {...props} />}
      </div>
    </div>
  );
}
