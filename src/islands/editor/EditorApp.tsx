import { useStore } from '../common/useStore.ts';
import { useState } from 'react';
import { ApiError } from '../../lib/api/client.ts';
import { getEditorMe } from '../../lib/api/editor.ts';
import { makeT } from '../../lib/t.ts';
import { $token } from '../../stores/auth.ts';
import { openOverlay } from '../../stores/ui.ts';
import ArticlesSection from './ArticlesSection.tsx';
import BannersSection from './BannersSection.tsx';
import BlogSection from './BlogSection.tsx';
import CategoriesSection from './CategoriesSection.tsx';
import ChangesSection from './ChangesSection.tsx';
import FaqSection from './FaqSection.tsx';
import InfoSection from './InfoSection.tsx';
import MediaSection from './MediaSection.tsx';
import ProductsSection from './ProductsSection.tsx';
import PublishPanel from './PublishPanel.tsx';
import { $editLocale, failure, type Locale } from './state.ts';
import { useLoad } from './useLoad.ts';
import './editor.css';

const SECTIONS = ['products', 'categories', 'banners', 'blog', 'faq', 'articles', 'info', 'media', 'changes', 'publish'] as const;
type Section = (typeof SECTIONS)[number];

interface Props {
  locale: Locale;
  messages: Record<string, string>;
}

/**
 * The editors' workspace (client-side only): signed out, the shop's sign-in; signed in without the
 * editor role, a plain message; an editor gets the sections, one at a time.
 */
export default function EditorApp({ locale, messages }: Props) {
  const t = makeT(messages);
  const token = useStore($token);
  useState(() => $editLocale.set(locale));
  const me = useLoad(() => (token ? getEditorMe() : Promise.resolve(null)), [token]);
  const [section, setSection] = useState<Section>('products');

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
  if (me.error instanceof ApiError && me.error.code === 403) {
    return (
      <div className="ed-gate" role="alert">
        <h1>{t('editor.workspace')}</h1>
        <p>{t('editor.notEditor')}</p>
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

  const props = { t, locale };
  return (
    <div className="ed-app">
      <header className="ed-head">
        <h1>{t('editor.workspace')}</h1>
        <p className="ed-me">{t('editor.signedInAs', { email: me.data.email })}</p>
      </header>
      <nav className="ed-tabs" aria-label={t('editor.sections')}>
        {SECTIONS.map((s) => (
          <button key={s} type="button" className="ed-tab" aria-current={s === section ? 'page' : undefined} onClick={() => setSection(s)}>
            {t(`editor.${s}`)}
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
      </div>
    </div>
  );
}
