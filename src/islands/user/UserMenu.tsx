import { useStore } from '../common/useStore.ts';
import { useEffect, useRef, useState } from 'react';
import { answeredMessage } from '../../lib/api/client.ts';
import { getOrderCount } from '../../lib/api/orders.ts';
import { makeT } from '../../lib/t.ts';
import { $token, $user } from '../../stores/auth.ts';
import { toast } from '../../stores/toast.ts';
import { loadUser, patchUser } from '../../stores/user.ts';
import { checkAvatarFile, FileReadError, uploadAvatarFile } from './avatar-upload.ts';
import { useLoadEffect } from '../common/useLoadEffect.ts';
import { logoutAndLeave } from './logout.ts';
import { profileLine } from './user-labels.ts';

export type UserSection = 'orders' | 'profile' | 'knowMore' | 'like' | 'history';

interface Props {
  messages: Record<string, string>;
  /** Locale prefix for links: "" for en, "/de" etc. */
  base: string;
  locale: string;
  current: UserSection;
}

/** The /user area's left menu (spec §2): avatar with upload, who the shopper is, counts, links, Logout. */
export default function UserMenu({ messages, base, locale, current }: Props) {
  const t = makeT(messages);
  const user = useStore($user);
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [orders, setOrders] = useState<number | null>(null);
  // How many orders the shopper has, beside My Orders (GET /order/getCount).
  useLoadEffect(
    () => (user ? getOrderCount() : null),
    (c) => setOrders(c.all),
    () => setOrders(null),
    [user?.id],
  );

  const load = () => {
    setFailed(false);
    // Without a session the client has opened the login modal; any other failure gets Retry.
    loadUser().catch(() => setFailed($token.get() !== null));
  };
  useEffect(load, []);

  async function onPick(file: File | undefined) {
    if (picker.current) picker.current.value = '';
    if (!file || progress !== null) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      toast.error(problem === 'type' ? t('account.avatarType') : t('account.avatarSize'));
      return;
    }
    setProgress(0);
    try {
      const avatar = await uploadAvatarFile(file, (done, total) => setProgress(Math.round((done / total) * 100)));
      patchUser({ avatar });
      toast.success(t('account.avatarUpdated'));
    } catch (error) {
      if (error instanceof FileReadError) toast.error(t('account.fileReadFailed'));
      else toast.error(t('account.uploadFailed'), answeredMessage(error) || undefined);
    } finally {
      setProgress(null);
    }
  }

  const links: Array<{ key: UserSection; href: string; label: string }> = [
    { key: 'orders', href: `${base}/user/order`, label: t('account.myOrders') },
    { key: 'profile', href: `${base}/user`, label: t('account.customizeProfile') },
    { key: 'knowMore', href: `${base}/user/know-more`, label: t('account.knowMore') },
  ];
  const name = user ? user.username || user.email.split('@')[0] : '';

  return (
    <nav className="user-menu" aria-label={t('account.menu')} aria-busy={!user || undefined}>
      <div className="user-card">
        <div className="user-avatar">
          {user?.avatar ? (
            <img src={user.avatar} alt={t('account.avatarAlt', { name })} width={96} height={96} />
          ) : (
            <span className="user-avatar-initial" aria-hidden="true">
              {name.slice(0, 1).toUpperCase()}
            </span>
          )}
          {progress !== null && (
            <span className="user-avatar-progress" role="status">
              {t('account.uploading', { percent: progress })}
            </span>
          )}
          <button
            type="button"
            className="user-avatar-edit"
            onClick={() => picker.current?.click()}
            disabled={!user || progress !== null}
            aria-label={t('account.changeAvatar')}
            title={t('account.changeAvatar')}
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
              <path d="m13.5 6.5 4 4" />
            </svg>
          </button>
          <input
            ref={picker}
            type="file"
            accept=".jpg,.jpeg,.png"
            hidden
            onChange={(e) => onPick(e.target.files?.[0])}
            aria-label={t('account.changeAvatar')}
            data-testid="avatar-input"
          />
        </div>
        {user ? (
          <>
            <p className="user-name" title={name}>
              {name}
            </p>
            <p className="user-line">{profileLine(user, locale, t)}</p>
            <p className="user-email" title={user.email}>
              {user.email}
            </p>
          </>
        ) : failed ? (
          <p className="user-card-error" role="alert">
            {t('account.loadFailed')}{' '}
            <button type="button" className="btn btn-outline" onClick={load}>
              {t('account.retry')}
            </button>
          </p>
        ) : (
          <div className="user-card-skeleton" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        )}
        <div className="user-stats">
          <a href={`${base}/user/like`} aria-current={current === 'like' ? 'page' : undefined}>
            <strong data-testid="like-count">{user ? user.like_num : '–'}</strong>
            <span>{t('account.liked')}</span>
          </a>
          <a href={`${base}/user/history`} aria-current={current === 'history' ? 'page' : undefined}>
            <strong data-testid="history-count">{user ? user.history_num : '–'}</strong>
            <span>{t('account.history')}</span>
          </a>
        </div>
      </div>
      <ul className="user-links">
        {links.map((l) => (
          <li key={l.key}>
            <a href={l.href} aria-current={current === l.key ? 'page' : undefined}>
              {l.label}
              {l.key === 'orders' && orders ? (
                <span className="user-menu-count" aria-hidden="true">
                  {orders}
                </span>
              ) : null}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="user-logout"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logoutAndLeave(t, `${base}/`);
            }}
          >
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
