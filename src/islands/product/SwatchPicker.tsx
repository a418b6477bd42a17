import type { ProductSku } from '../../../api/modules/products/schema.ts';

/** What the swatches show of a SKU. */
export type SwatchSku = Pick<ProductSku, 'id' | 'color_name' | 'product_color_card' | 'stock_num'>;
import type { KeysIn, TOf } from '../../lib/t.ts';

/** The messages the swatches read (from their parent's translator). */
export const swatchMessages = ['product.colors', 'product.colorOption', 'product.soldOut'] as const;

interface Props {
  skus: SwatchSku[];
  index: number;
  onChange: (index: number) => void;
  t: TOf<KeysIn<typeof swatchMessages>>;
  size?: 'small' | 'large';
}

/** Colour swatches (product_color_card) as a radio group; arrow keys move between colours. */
export default function SwatchPicker({ skus, index, onChange, t, size = 'large' }: Props) {
  function onKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + skus.length) % skus.length;
    onChange(next);
    (e.currentTarget.children[next] as HTMLElement | undefined)?.focus();
  }
  return (
    <div className={`swatches swatches-${size}`} role="radiogroup" aria-label={t('product.colors')} onKeyDown={onKeyDown}>
      {skus.map((s, i) => (
        <button
          key={s.id}
          type="button"
          role="radio"
          aria-checked={i === index}
          tabIndex={i === index ? 0 : -1}
          aria-label={
            s.stock_num <= 0
              ? `${t('product.colorOption', { name: s.color_name })} (${t('product.soldOut')})`
              : t('product.colorOption', { name: s.color_name })
          }
          title={s.color_name}
          className={`swatch${i === index ? ' is-active' : ''}${s.stock_num <= 0 ? ' is-empty' : ''}`}
          style={{ ['--swatch' as string]: s.product_color_card }}
          onClick={() => onChange(i)}
        />
      ))}
    </div>
  );
}
