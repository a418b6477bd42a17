import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../lib/api/client.ts';
import { setProductPrices, type EditorProduct, type PriceChange, type ProductPrices } from '../../lib/api/editor.ts';
import type { getCountryList } from '../../lib/api/site.ts';
import type { T } from '../../lib/t.ts';
import { SaveStatus, type SaveState } from './SaveStatus.tsx';
import { failure, inLocale } from './state.ts';

/** A country of the shop as the country list names it; without a country asked for, `is_current` marks the shop's default. */
export type Country = Awaited<ReturnType<typeof getCountryList>>[number];

/** A cell as typed: an empty price is no price of the country's own (the base price stands in); an empty "was" is no discount. */
type Cell = { price: string; was: string };
type Grid = Record<number, Record<string, Cell>>;
type Field = keyof Cell;
type Problem = Partial<Record<Field, string>>;

const EMPTY: Cell = { price: '', was: '' };
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const keyOf = (skuId: number, code: string) => `${skuId}:${code}`;
const cents = (s: string) => (AMOUNT.test(s) ? Math.round(Number(s) * 100) : null);
/** "24.9" and "24.90" are the same amount. */
const same = (a: string, b: string) => a === b || (cents(a) !== null && cents(a) === cents(b));
/** The original price a cell stands for: the price itself when no "was" is given. */
const originalOf = (c: Cell) => (c.price.trim() ? c.was.trim() || c.price.trim() : '');
const changed = (now: Cell, was: Cell) => !same(now.price.trim(), was.price.trim()) || !same(originalOf(now), originalOf(was));
const cellOf = (g: Grid, skuId: number, code: string) => g[skuId]?.[code] ?? EMPTY;

function gridOf(skus: Array<{ id: number; prices: Array<{ country_code: string; price: string; original_price: string }> }>): Grid {
  return Object.fromEntries(
    skus.map((s) => [
      s.id,
      Object.fromEntries(
        s.prices.map((p) => [p.country_code, { price: p.price, was: p.original_price === p.price ? '' : p.original_price }]),
      ),
    ]),
  );
}

/** What is wrong with a cell as typed, as keys of translated texts. */
function problemOf(cell: Cell, isBase: boolean): Problem {
  const price = cell.price.trim();
  const was = cell.was.trim();
  if (!price) return isBase ? { price: 'editor.baseRequired' } : {};
  const p = cents(price);
  const problem: Problem = {};
  if (p === null || p <= 0) problem.price = 'editor.priceInvalid';
  if (was) {
    const w = cents(was);
    if (w === null || w <= 0) problem.was = 'editor.priceInvalid';
    else if (p !== null && w < p) problem.was = 'editor.wasBelowPrice';
  }
  return problem;
}

/**
 * A product's prices in one grid: a row per colour, a column per country with the shop's default
 * country first as the base price. Another country's cell holds the colour's own price there, or
 * shows the base price greyed as the one that applies. Every change is saved with one call.
 */
interface Props {
  t: T;
  locale: string;
  product: EditorProduct;
  countries: Country[];
  /** The id of the heading that names the grid. */
  labelledBy: string;
}

export default function PriceGrid({ t, locale, product, countries, labelledBy }: Props) {
  const id = useId();
  const table = useRef<HTMLTableElement>(null);
  const [saved, setSaved] = useState<Grid>(() => gridOf(product.skus));
  const [draft, setDraft] = useState<Grid>(saved);
  // Problems show once a save was tried: marking them as one types or leaves a cell would move the Save button under the pointer.
  const [checking, setChecking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [status, setStatus] = useState<SaveState>({ kind: 'idle' });

  const columns = useMemo(() => {
    const base = countries.find((c) => c.is_current) ?? countries[0];
    return base ? [base, ...countries.filter((c) => c !== base)] : [];
  }, [countries]);
  const base = columns[0]?.country_code;
  const skus = product.skus;

  const changes = useMemo(() => {
    const list: Array<{ key: string; entry: PriceChange; problem: Problem }> = [];
    for (const s of skus)
      for (const c of columns) {
        const now = cellOf(draft, s.id, c.country_code);
        const before = cellOf(saved, s.id, c.country_code);
        if (!changed(now, before)) continue;
        const price = now.price.trim();
        const was = now.was.trim();
        const entry: PriceChange = price
          ? { sku_id: s.id, country_code: c.country_code, price, ...(was ? { original_price: was } : {}) }
          : { sku_id: s.id, country_code: c.country_code, remove: true };
        list.push({ key: keyOf(s.id, c.country_code), entry, problem: problemOf(now, c.country_code === base) });
      }
    return list;
  }, [draft, saved, skus, columns, base]);
  const changedKeys = new Set(changes.map((c) => c.key));
  const problems = new Map(changes.map((c) => [c.key, c.problem]));

  const edit = (update: (g: Grid) => Grid) => {
    setDraft(update);
    setRefused(null);
    setStatus({ kind: 'idle' });
  };
  const setCell = (skuId: number, code: string, cell: Cell) => edit((g) => ({ ...g, [skuId]: { ...g[skuId], [code]: cell } }));
  const fillDown = (code: string) =>
    edit((g) => {
      const first = cellOf(g, skus[0].id, code);
      return Object.fromEntries(skus.map((s) => [s.id, { ...g[s.id], [code]: { ...first } }]));
    });

  /** Up and down move between colours in the same column, as in a spreadsheet. */
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>, row: number, col: number, field: Field) {
    if ((e.key !== 'ArrowDown' && e.key !== 'ArrowUp') || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const next = row + (e.key === 'ArrowDown' ? 1 : -1);
    const at = (f: Field) => table.current?.querySelector<HTMLInputElement>(`[data-row="${next}"][data-col="${col}"][data-field="${f}"]`);
    const target = at(field) ?? at('price');
    if (!target) return;
    e.preventDefault();
    target.focus();
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (changes.length === 0) return setStatus({ kind: 'same' });
    const wrong = changes.filter((c) => Object.keys(c.problem).length > 0);
    if (wrong.length) {
      setChecking(true);
      setStatus({ kind: 'error', text: t('editor.pricesCheck') });
      const [skuId, code] = wrong[0].key.split(':');
      const field = wrong[0].problem.price ? 'price' : 'was';
      table.current?.querySelector<HTMLInputElement>(`[data-key="${skuId}:${code}"][data-field="${field}"]`)?.focus();
      return;
    }
    setStatus({ kind: 'busy' });
    const sent = changes;
    try {
      const res: ProductPrices = await setProductPrices({ product_id: product.id, prices: sent.map((c) => c.entry) });
      const next = gridOf(res.skus);
      setSaved(next);
      setDraft(next);
      setChecking(false);
      setStatus({ kind: 'ok' });
    } catch (error) {
      // A refusal of the input says which entry in the API's words: the cell is marked, the words are ours.
      if (error instanceof ApiError && error.code === 400) {
        const field = (error.data as { invalid?: unknown } | null)?.invalid;
        const index = typeof field === 'string' ? /^prices\.(\d+)/.exec(field)?.[1] : undefined;
        setRefused(index !== undefined ? (sent[Number(index)]?.key ?? null) : null);
        setStatus({ kind: 'error', text: t('editor.pricesRefused') });
      } else setStatus({ kind: 'error', text: failure(t, error) });
    }
  }

  if (columns.length === 0 || skus.length === 0) return null;
  return (
    <form className="ed-form" onSubmit={save} noValidate>
      <p className="ed-hint" id={`${id}-hint`}>
        {t('editor.pricesHint')}
      </p>
      <span hidden id={`${id}-changed`}>
        {t('editor.cellChanged')}
      </span>
      <div className="ed-pg-scroll">
        <table className="ed-pg" ref={table} aria-labelledby={labelledBy} aria-describedby={`${id}-hint`}>
          <thead>
            <tr>
              <th scope="col" className="ed-pg-corner">
                {t('editor.colour')}
              </th>
              {columns.map((c, col) => (
                <th key={c.country_code} scope="col" className={col === 0 ? 'is-base' : undefined}>
                  <span className="ed-pg-country">
                    {c.name} <small>{c.country_code}</small>
                  </span>
                  {col === 0 ? <span className="ed-badge">{t('editor.basePrice')}</span> : null}
                  {skus.length > 1 ? (
                    <button
                      type="button"
                      className="ed-pg-fill"
                      aria-label={t('editor.fillDown', { country: c.name })}
                      title={t('editor.fillDown', { country: c.name })}
                      onClick={() => fillDown(c.country_code)}
                    >
                      ↓
                    </button>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {skus.map((s, row) => {
              const colour = inLocale(s.color_name, locale);
              const baseCell = cellOf(draft, s.id, base!);
              return (
                <tr key={s.id}>
                  <th scope="row">
                    <span className="ed-swatch" style={{ background: s.color_card }} aria-hidden="true" /> {colour}
                  </th>
                  {columns.map((c, col) => {
                    const code = c.country_code;
                    const key = keyOf(s.id, code);
                    const cell = cellOf(draft, s.id, code);
                    const isBase = col === 0;
                    const usesBase = !isBase && !cell.price.trim();
                    const isChanged = changedKeys.has(key);
                    const problem = checking ? (problems.get(key) ?? {}) : {};
                    const names = { colour, country: c.name };
                    const describe = (field: Field) =>
                      [
                        usesBase && field === 'price' ? `${id}-${key}-base` : '',
                        problem[field] ? `${id}-${key}-${field}-error` : '',
                        isChanged ? `${id}-changed` : '',
                      ]
                        .filter(Boolean)
                        .join(' ') || undefined;
                    const input = (field: Field, label: string, placeholder: string) => (
                      <input
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        className={`ed-pg-${field}`}
                        aria-label={label}
                        aria-invalid={problem[field] || refused === key ? true : undefined}
                        aria-describedby={describe(field)}
                        placeholder={placeholder}
                        value={cell[field]}
                        data-key={key}
                        data-field={field}
                        data-row={row}
                        data-col={col}
                        onChange={(e) => setCell(s.id, code, { ...cell, [field]: e.target.value })}
                        onKeyDown={(e) => onKeyDown(e, row, col, field)}
                      />
                    );
                    return (
                      <td
                        key={code}
                        className={[
                          'ed-pg-cell',
                          usesBase ? 'is-inherited' : '',
                          isChanged ? 'is-changed' : '',
                          Object.keys(problem).length || refused === key ? 'is-invalid' : '',
                        ]
                          .filter(Boolean)
                          .join(' ')}
                      >
                        <div className="ed-pg-line">
                          {input('price', t('editor.cellPrice', names), usesBase ? baseCell.price : '')}
                          {!isBase && !usesBase ? (
                            <button
                              type="button"
                              className="ed-pg-clear"
                              aria-label={t('editor.cellUseBase', names)}
                              title={t('editor.cellUseBase', names)}
                              onClick={() => setCell(s.id, code, { ...EMPTY })}
                            >
                              ×
                            </button>
                          ) : null}
                        </div>
                        {usesBase ? (
                          <span className="ed-pg-note" id={`${id}-${key}-base`}>
                            {t('editor.usesBase')}
                          </span>
                        ) : (
                          input('was', t('editor.cellWas', names), t('editor.wasShort'))
                        )}
                        {(['price', 'was'] as const).map((field) =>
                          problem[field] ? (
                            <span key={field} className="ed-pg-error" id={`${id}-${key}-${field}-error`}>
                              {t(problem[field])}
                            </span>
                          ) : null,
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="ed-actions">
        <button type="submit" className="btn" disabled={status.kind === 'busy'}>
          {t('editor.savePrices')}
        </button>
        <span className="ed-pg-count" aria-live="polite">
          {changes.length ? t('editor.pricesChanged', { count: changes.length }) : ''}
        </span>
        {changes.length ? (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setDraft(saved);
              setChecking(false);
              setRefused(null);
              setStatus({ kind: 'idle' });
            }}
          >
            {t('editor.discardChanges')}
          </button>
        ) : null}
        <SaveStatus status={status} t={t} />
      </div>
    </form>
  );
}
