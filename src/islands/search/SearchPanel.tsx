import { useStore } from '../common/useStore.ts';
import { useEffect, useRef, useState } from 'react';
import type { ProductListItem } from '../../../api/modules/products/schema.ts';
import { CloseIcon, SearchIcon } from '../../components/icons.tsx';
import { searchProducts } from '../../lib/api/search.ts';
import { track } from '../../lib/analytics.ts';
import { makeT } from '../../lib/t.ts';
import { $country } from '../../stores/country.ts';
import { toast } from '../../stores/toast.ts';
import { $overlay, closeOverlay } from '../../stores/ui.ts';
import { POPULAR_SEARCH_KEYS, searchTerm } from './popular.ts';
import SearchResults from './SearchResults.tsx';
import { useDialog } from '../common/useDialog.ts';
import './search.css';
import type { SearchMessages } from './messages.ts';

/** How many results the drawer shows for a search. */
const RESULT_LIMIT = 12;

type Status = 'idle' | 'loading' | 'done' | 'error';

interface Props {
  base: string;
  messages: SearchMessages;
}

/**
 * The search drawer's content (spec §2, §5): input, popular terms, a Refresh link that clears the input,
 * a loading skeleton, then the results or the no-results hint. Escape or the close button closes it.
 */
export default function SearchPanel({ base, messages }: Props) {
  const t = makeT(messages);
  const open = useStore($overlay) === 'search';
  const country = useStore($country);
  const [text, setText] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [results, setResults] = useState<ProductListItem[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const running = useRef<AbortController | null>(null);

  useDialog(open, dialog, closeOverlay, input);

  useEffect(() => () => running.current?.abort(), []);

  // Prices follow the selected country: search again when it changes.
  const shownCountry = useRef(country);
  useEffect(() => {
    if (shownCountry.current === country) return;
    shownCountry.current = country;
    if (term) run(term);
  }, [country]);

  function run(keywords: string) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setTerm(keywords);
    setStatus('loading');
    searchProducts({ keywords, country_code: $country.get(), page: 1, page_size: RESULT_LIMIT }, { signal: controller.signal })
      .then((answer) => {
        if (controller.signal.aborted) return;
        setResults(answer.list);
        setTotal(answer.total);
        setPage(1);
        setStatus('done');
        track('search', { sid1: keywords, sid2: answer.total, list: answer.list.map((p) => p.id) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('error');
      });
  }

  function more() {
    if (!term || loadingMore) return;
    const controller = new AbortController();
    running.current = controller;
    setLoadingMore(true);
    searchProducts({ keywords: term, country_code: $country.get(), page: page + 1, page_size: RESULT_LIMIT }, { signal: controller.signal })
      .then((answer) => {
        if (controller.signal.aborted) return;
        setResults((prev) => [...prev, ...answer.list.filter((p) => !prev.some((q) => q.id === p.id))]);
        setTotal(answer.total);
        setPage(page + 1);
      })
      .catch(() => !controller.signal.aborted && toast.error(t('search.failed')))
      .finally(() => setLoadingMore(false));
  }

  function search(raw: string) {
    const keywords = searchTerm(raw);
    if (keywords === null) {
      // Whitespace only is empty: no call, back to the start.
      running.current?.abort();
      setText('');
      reset();
      return;
    }
    run(keywords);
  }

  function reset() {
    setTerm(null);
    setStatus('idle');
    setResults([]);
    setTotal(0);
  }

  function refresh() {
    running.current?.abort();
    setText('');
    reset();
    input.current?.focus();
  }

  function choosePopular(label: string) {
    setText(label);
    search(label);
  }

  const popular = (
    <div className="search-popular-terms">
      {POPULAR_SEARCH_KEYS.map((key) => (
        <button key={key} type="button" className="search-chip" onClick={() => choosePopular(t(key))}>
          {t(key)}
        </button>
      ))}
    </div>
  );

  return (
    <div className={`search-layer${open ? ' is-open' : ''}`} aria-hidden={!open}>
      <div className="search-backdrop" onClick={closeOverlay} />
      <div className="search-drawer" role="dialog" aria-modal="true" aria-label={t('search.title')} ref={dialog}>
        <div className="search-inner">
          <div className="search-bar">
            <form
              role="search"
              className="search-form"
              onSubmit={(e) => {
                e.preventDefault();
                search(text);
              }}
            >
              <SearchIcon />
              <input
                ref={input}
                type="search"
                name="keywords"
                value={text}
                maxLength={100}
                onChange={(e) => setText(e.target.value)}
                placeholder={t('search.placeholder')}
                aria-label={t('search.inputLabel')}
                autoComplete="off"
                enterKeyHint="search"
              />
            </form>
            <button type="button" className="search-close icon-btn" aria-label={t('search.close')} onClick={closeOverlay}>
              <CloseIcon />
            </button>
          </div>

          {status !== 'done' || results.length > 0 ? (
            <div className="search-popular">
              <div className="search-popular-head">
                <span className="search-popular-label">{t('search.popular')}</span>
                <button type="button" className="search-refresh" onClick={refresh}>
                  {t('search.refresh')}
                </button>
              </div>
              {popular}
            </div>
          ) : null}

          <div className="search-output" aria-live="polite" aria-busy={status === 'loading'}>
            {status === 'loading' && (
              <>
                <p className="visually-hidden">{t('search.searching')}</p>
                <ul className="search-results search-skeleton" aria-hidden="true" data-testid="search-skeleton">
                  {Array.from({ length: 6 }, (_, i) => (
                    <li key={i}>
                      <span className="sk-image" />
                      <span className="sk-line" />
                      <span className="sk-line short" />
                    </li>
                  ))}
                </ul>
              </>
            )}
            {status === 'done' && term && results.length > 0 && (
              <>
                <h2 className="search-heading">{t('search.resultsFor', { term })}</h2>
                <SearchResults items={results} base={base} soldOutLabel={t('product.soldOut')} onOpen={closeOverlay} />
                {total > results.length && (
                  <p className="search-more">
                    <span>{t('search.moreResults', { shown: results.length, total })}</span>
                    <button
                      type="button"
                      className="btn btn-outline"
                      onClick={more}
                      disabled={loadingMore}
                      aria-busy={loadingMore || undefined}
                    >
                      {t('product.showMore')}
                    </button>
                  </p>
                )}
              </>
            )}
            {status === 'done' && results.length === 0 && (
              <div className="search-empty">
                <p className="search-empty-text">{t('search.noResults')}</p>
                {popular}
                <button type="button" className="search-refresh" onClick={refresh}>
                  {t('search.refresh')}
                </button>
              </div>
            )}
            {status === 'error' && (
              <p className="error-text" role="alert">
                {t('search.failed')}
              </p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
