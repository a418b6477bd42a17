import { useStore } from '../common/useStore.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AGE_LIMIT, AGE_MAX, USERNAME_MAX as NAME_MAX, USERNAME_MIN as NAME_MIN } from '../../../api/modules/user/rules.ts';
import type { UpdateUserBody, UserInfo } from '../../../api/modules/user/schema.ts';
import { answeredMessage } from '../../lib/api/client.ts';
import { updateUser } from '../../lib/api/user.ts';
import { makeT, type T } from '../../lib/t.ts';
import { $user } from '../../stores/auth.ts';
import { toast } from '../../stores/toast.ts';
import { useDict } from './useDict.ts';
import FormPending from './FormPending.tsx';

interface Fields {
  username: string;
  age: string;
  country: string;
  gender: string;
}
type Errors = Partial<Record<keyof Fields, string>>;

const fieldsOf = (u: UserInfo): Fields => ({
  username: u.username ?? '',
  age: u.age ? String(u.age) : '',
  country: u.country ?? '',
  gender: u.gender ?? '',
});

/** The same limits as POST /user/update, with messages the shopper can act on. */
export function validateProfile(f: Fields, t: T): Errors {
  const errors: Errors = {};
  const name = f.username.trim();
  if (!name) errors.username = t('account.usernameRequired');
  else if (name.length < NAME_MIN || name.length > NAME_MAX)
    errors.username = t('account.usernameLength', { min: NAME_MIN, max: NAME_MAX });
  const age = f.age.trim();
  if (age) {
    if (!/^\d+$/.test(age)) errors.age = t('account.ageNumber');
    else if (Number(age) < AGE_LIMIT) errors.age = t('account.ageMin', { min: AGE_LIMIT });
    else if (Number(age) > AGE_MAX) errors.age = t('account.ageMax', { max: AGE_MAX });
  }
  return errors;
}

/** /user: "Customize Your Profile": username, age (18+), country and gender, saved with POST /user/update. */
export default function ProfileForm({ messages }: { messages: Record<string, string> }) {
  const t = makeT(messages);
  const user = useStore($user); // loaded by the area's menu (UserMenu), which also shows a failure
  const { dict, failed, retry } = useDict();
  const [fields, setFields] = useState<Fields | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (user && !fields) setFields(fieldsOf(user));
  }, [user]);

  if (!fields || !dict) {
    return <FormPending failed={failed} retry={retry} t={t} />;
  }

  const set = (key: keyof Fields) => (value: string) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    if (errors[key]) setErrors(validateProfile(next, t));
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy.current || !fields) return;
    const found = validateProfile(fields, t);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`profile-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const body: UpdateUserBody = { username: fields.username.trim() };
    if (fields.age.trim()) body.age = Number(fields.age.trim());
    if (fields.country) body.country = fields.country;
    if (fields.gender) body.gender = fields.gender as UpdateUserBody['gender'];
    busy.current = true;
    setSaving(true);
    try {
      $user.set(await updateUser(body));
      toast.success(t('account.saved'));
    } catch (error) {
      toast.error(t('account.saveFailed'), answeredMessage(error) || undefined);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  const describedBy = (key: keyof Fields) => (errors[key] ? `profile-${key}-error` : undefined);
  const fieldError = (key: keyof Fields) =>
    errors[key] && (
      <p id={`profile-${key}-error`} className="form-error">
        {errors[key]}
      </p>
    );

  return (
    <form className="user-form" onSubmit={save} noValidate>
      <div className={`form-field${errors.username ? ' has-error' : ''}`}>
        <label htmlFor="profile-username">{t('account.username')}</label>
        <input
          id="profile-username"
          type="text"
          autoComplete="nickname"
          maxLength={NAME_MAX}
          value={fields.username}
          aria-invalid={Boolean(errors.username)}
          aria-describedby={describedBy('username')}
          onChange={(e) => set('username')(e.target.value)}
        />
        {fieldError('username')}
      </div>
      <div className={`form-field${errors.age ? ' has-error' : ''}`}>
        <label htmlFor="profile-age">{t('account.age')}</label>
        <input
          id="profile-age"
          type="number"
          inputMode="numeric"
          min={AGE_LIMIT}
          max={AGE_MAX}
          step={1}
          value={fields.age}
          aria-invalid={Boolean(errors.age)}
          aria-describedby={describedBy('age')}
          onChange={(e) => set('age')(e.target.value)}
        />
        {fieldError('age')}
      </div>
      <div className="form-field">
        <label htmlFor="profile-country">{t('account.country')}</label>
        <select id="profile-country" value={fields.country} onChange={(e) => set('country')(e.target.value)}>
          <option value="">{t('account.choose')}</option>
          {dict.country.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor="profile-gender">{t('account.gender')}</label>
        <select id="profile-gender" value={fields.gender} onChange={(e) => set('gender')(e.target.value)}>
          <option value="">{t('account.choose')}</option>
          {dict.gender.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn" aria-busy={saving || undefined}>
          {t('account.save')}
        </button>
      </div>
    </form>
  );
}
