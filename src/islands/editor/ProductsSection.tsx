import { useState } from 'react';
import { deleteProduct, listCategories, listProducts, updateProduct, type EditorCategory } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import ConfirmDelete from './ConfirmDelete.tsx';
import NewProductForm from './NewProductForm.tsx';
import Pager from './Pager.tsx';
import ProductEditor from './ProductEditor.tsx';
import { failure, inLocale } from './state.ts';
import { useLoad } from './useLoad.ts';

const PAGE_SIZE = 20;

/** Products: search by name, pick one, edit it. */
export default function ProductsSection({ t, locale }: { t: T; locale: string }) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const products = useLoad(() => listProducts({ page, page_size: PAGE_SIZE, ...(search ? { q: search } : {}) }), [page, search]);
  const categories = useLoad<EditorCategory[]>(() => listCategories(), []);
  const [problem, setProblem] = useState('');

  async function setPublished(id: number, published: boolean) {
    setProblem('');
    try {
      await updateProduct({ id, published });
      products.reload();
    } catch (error) {
      setProblem(failure(t, error));
    }
  }

  if (openId !== null) {
    return (
      <ProductEditor
        t={t}
        locale={locale}
        id={openId}
        categories={categories.data ?? []}
        onBack={() => {
          setOpenId(null);
          products.reload();
        }}
      />
    );
  }
  return (
    <section aria-labelledby="ed-products-title">
      <h2 id="ed-products-title">{t('editor.products')}</h2>
      <form
        className="ed-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setSearch(query.trim());
        }}
      >
        <label htmlFor="ed-product-search">{t('editor.searchProducts')}</label>
        <input id="ed-product-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="submit" className="btn btn-outline">
          {t('editor.search')}
        </button>
      </form>
      {products.error ? (
        <p className="error-text" role="alert">
          {failure(t, products.error)}
        </p>
      ) : null}
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      {products.data && products.data.list.length === 0 && <p>{t('editor.noResults')}</p>}
      <ul className="ed-list" aria-busy={products.loading}>
        {products.data?.list.map((p) => (
          <li key={p.id} className="ed-row">
            {p.cover ? <img src={p.cover} alt="" width={48} height={48} className="ed-row-img" /> : <span className="ed-row-img" />}
            <span className="ed-row-main">
              <strong>{inLocale(p.name, locale)}</strong>
              <small>
                #{p.id} · {p.published ? t('editor.published') : t('editor.unpublished')}
              </small>
            </span>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setOpenId(p.id)}
              aria-label={t('editor.editItem', { name: inLocale(p.name, locale) })}
            >
              {t('editor.edit')}
            </button>
            <div className="ed-row-more">
              <button type="button" className="btn btn-outline" onClick={() => setPublished(p.id, !p.published)}>
                {p.published ? t('editor.unpublish') : t('editor.publishItem')}
              </button>
              <ConfirmDelete
                t={t}
                name={inLocale(p.name, locale)}
                hint={t('editor.deleteOrderedHint')}
                onDelete={() => deleteProduct({ id: p.id }).then(products.reload)}
              />
            </div>
          </li>
        ))}
      </ul>
      {products.data && <Pager t={t} page={page} total={products.data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
      {categories.data && categories.data.length > 0 && (
        <div className="ed-card">
          <h3>{t('editor.newProduct')}</h3>
          <p className="ed-hint">{t('editor.productRequired')}</p>
          <NewProductForm t={t} locale={locale} categories={categories.data} onCreated={setOpenId} />
        </div>
      )}
    </section>
  );
}
