import { createBanner, deleteBanner, listBanners, updateBanner, type BannerInput, type NewBanner } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import Collapsible from './Collapsible.tsx';
import ConfirmDelete from './ConfirmDelete.tsx';
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
  const remove = (kind: BannerInput['kind'], id: number, name: string) => (
    <ConfirmDelete t={t} name={name} onDelete={() => deleteBanner({ kind, id }).then(banners.reload)} />
  );
  /** The form that adds a banner of one kind, under that kind's list. */
  const adding = (kind: NewBanner['kind'], title: string, fields: Field[], initial: Record<string, unknown>) => (
    <div className="ed-card">
      <h4>{title}</h4>
      <p className="ed-hint">{t('editor.bannerRequired')}</p>
      <ItemForm
        t={t}
        creating
        fields={fields}
        initial={initial}
        submitLabel={t('editor.add')}
        onSave={(values) => createBanner({ kind, ...values } as NewBanner).then(banners.reload)}
      />
    </div>
  );
  const topFields: Field[] = [
    { key: 'text', label: t('editor.text'), kind: 'line', localized: true },
    link,
    { key: 'bg_color', label: t('editor.background'), kind: 'color' },
    order,
  ];
  const homeFields: Field[] = [
    ...picture,
    { key: 'button_text', label: t('editor.buttonText'), kind: 'line', localized: true },
    { key: 'image_url', label: t('editor.picture'), kind: 'image' },
    link,
    order,
  ];
  const shopFields: Field[] = [...picture, { key: 'image_url', label: t('editor.picture'), kind: 'image' }, link, order];
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
                  fields={topFields}
                  initial={{ text: x.text, redirect_url: x.redirect_url, bg_color: x.bg_color, sort: x.sort }}
                  onSave={save('top', x.id)}
                  actions={remove('top', x.id, inLocale(x.text, locale))}
                />
              )}
            </Collapsible>
          ))}
          {adding('top', t('editor.newTopBanner'), topFields, { text: {}, redirect_url: null, bg_color: '#EE5E7B', sort: 0 })}
          <h3>{t('editor.homeBanners')}</h3>
          {b.home.map((x) => (
            <Collapsible key={x.id} title={inLocale(x.title, locale)} meta={`#${x.id}`}>
              {() => (
                <ItemForm
                  t={t}
                  fields={homeFields}
                  initial={{
                    title: x.title,
                    subtitle: x.subtitle,
                    button_text: x.button_text,
                    image_url: x.image_url,
                    redirect_url: x.redirect_url,
                    sort: x.sort,
                  }}
                  onSave={save('home', x.id)}
                  actions={remove('home', x.id, inLocale(x.title, locale))}
                />
              )}
            </Collapsible>
          ))}
          {adding('home', t('editor.newHomeBanner'), homeFields, {
            title: {},
            subtitle: {},
            button_text: {},
            image_url: null,
            redirect_url: null,
            sort: 0,
          })}
          <h3>{t('editor.shopBanners')}</h3>
          {b.shop.map((x) => (
            <Collapsible key={x.id} title={inLocale(x.title, locale)} meta={`#${x.id}`}>
              {() => (
                <ItemForm
                  t={t}
                  fields={shopFields}
                  initial={{ title: x.title, subtitle: x.subtitle, image_url: x.image_url, redirect_url: x.redirect_url, sort: x.sort }}
                  onSave={save('shop', x.id)}
                  actions={remove('shop', x.id, inLocale(x.title, locale))}
                />
              )}
            </Collapsible>
          ))}
          {adding('shop', t('editor.newShopBanner'), shopFields, { title: {}, subtitle: {}, image_url: null, redirect_url: null, sort: 0 })}
        </>
      )}
    </section>
  );
}
