import type { FieldSpec } from './types.ts';

interface Props {
  id: string;
  field: FieldSpec;
  error?: string;
  t: (key: string) => string;
}

/** One labelled field with its hint and, after a refused sending, its message (announced with the field). */
export default function FormField({ id, field, error, t }: Props) {
  const described = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'aria-required': field.required || undefined,
  };
  return (
    <div className={error ? 'form-field has-error' : 'form-field'}>
      <label htmlFor={id}>
        {field.label}
        {field.required ? <span className="form-required"> ({t('forms.required')})</span> : null}
      </label>
      {field.kind === 'textarea' ? (
        <textarea {...common} rows={5} maxLength={field.maxLength} defaultValue="" />
      ) : field.kind === 'select' ? (
        <select {...common} defaultValue="">
          <option value="">{t('forms.choose')}</option>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={field.kind} maxLength={field.maxLength} autoComplete={field.autoComplete} defaultValue="" />
      )}
      {field.hint ? (
        <p id={`${id}-hint`} className="form-hint">
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
