import { listBanners, updateBanner, type BannerInput } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import Collapsible from './Collapsible.tsx';
import ItemForm, { type Field } from './ItemForm.tsx';
import Loading from './Loading.tsx';
import { inLocale } from './state.ts';
import { useLoad } from './useLoad.ts';

/** The top bar's messages, the home page's slides and the shop page's banners. */
export default function BannersSection({ t, locale }: { t: T; locale: string }) {
  const banners = useLoad(() => listBanners(), []);
  const link: Field = { key: 'redirect_url', label: t('editor.link'), kind: 'link' };
  const order: Field = { key: 'sort', label: t('editor.order'), kind: 'number' };
  const picture: Field[] = [
    { key: 'title', label: t('editor.title'), kind: 'line', localized: true },
    { key: 'subtitle', label: t('editor.subtitle'), kind: 'line', localized: true },
  ];
  const save = (kind: BannerInput['kind'], id: number) => (changes: Record<string, unknown>) =>
    updateBanner({ kind, id, ...changes } as BannerInput).then(banners.reload);
  const b = banners.data;
  return (
    <section aria-labelledby="ed-banners-title">
      <h2 id="ed-banners-title">{t('editor.banners')}</h2>
      <Loading t={t} state={banners} />
      {b && (
        <>
          <h3>{t('editor.topBanners')}</h3>
          {b.top.map((x) => (
            <Collapsible key={x.id} title={inLocale(x.text, locale)} meta={`#${x.id}`}>
              {() => (
                <ItemForm
                  t={t}
                  fields={[
                    { key: 'text', label: t('editor.text'), kind: 'line', localized: true },
                    link,
                    { key: 'bg_color', label: t('editor.background'), kind: 'color' },
                    order,
                  ]}
                  initial={{ text: x.text, redirect_url: x.redirect_url, bg_color: x.bg_color, sort: x.sort }}
                  onSave={save('top', x.id)}
                />
              )}
            </Collapsible>
          ))}
          <h3>{t('editor.homeBanners')}</h3>
          {b.home.map((x) => (
            <Collapsible key={x.id} title={inLocale(x.title, locale)} meta={`#${x.id}`}>
              {() => (
                <ItemForm
                  t={t}
                  fields={[
                    ...picture,
                    { key: 'button_text', label: t('editor.buttonText'), kind: 'line', localized: true },
                    { key: 'image_url', label: t('editor.picture'), kind: 'image' },
                    link,
                    order,
                  ]}
                  initial={{
                    title: x.title,
                    subtitle: x.subtitle,
                    button_text: x.button_text,
                    image_url: x.image_url,
                    redirect_url: x.redirect_url,
                    sort: x.sort,
                  }}
                  onSave={save('home', x.id)}
                />
              )}
            </Collapsible>
          ))}
          <h3>{t('editor.shopBanners')}</h3>
          {b.shop.map((x) => (
            <Collapsible key={x.id} title={inLocale(x.title, locale)} meta={`#${x.id}`}>
              {() => (
                <ItemForm
                  t={t}
                  fields={[...picture, { key: 'image_url', label: t('editor.picture'), kind: 'image' }, link, order]}
                  initial={{ title: x.title, subtitle: x.subtitle, image_url: x.image_url, redirect_url: x.redirect_url, sort: x.sort }}
                  onSave={save('shop', x.id)}
                />
              )}
            </Collapsible>
          ))}
        </>
      )}
    </section>
  );
}
