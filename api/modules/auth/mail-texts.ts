import type { Locale } from '../../lib/locales.ts';

/** The sign-in code e-mail in the eight locales. Placeholders: {brand}, {code}, {minutes}. */
export interface CodeMailTexts {
  subject: string;
  heading: string;
  intro: string;
  validity: string;
  ignore: string;
  signature: string;
}

export const CODE_MAIL_TEXTS: Record<Locale, CodeMailTexts> = {
  en: {
    subject: 'Your {brand} sign-in code: {code}',
    heading: 'Your sign-in code',
    intro: 'Enter this code to sign in to {brand}:',
    validity: 'The code is valid for {minutes} minutes and can be used once. Never share it with anyone.',
    ignore: 'If you did not ask for this code, you can ignore this e-mail. Nobody can sign in without it.',
    signature: 'With love, the {brand} team',
  },
  de: {
    subject: 'Dein Anmeldecode für {brand}: {code}',
    heading: 'Dein Anmeldecode',
    intro: 'Gib diesen Code ein, um dich bei {brand} anzumelden:',
    validity: 'Der Code ist {minutes} Minuten gültig und kann einmal verwendet werden. Gib ihn niemals weiter.',
    ignore: 'Wenn du diesen Code nicht angefordert hast, kannst du diese E-Mail ignorieren. Ohne ihn kann sich niemand anmelden.',
    signature: 'Herzliche Grüße, dein {brand}-Team',
  },
  ja: {
    subject: '{brand} のログインコード: {code}',
    heading: 'ログインコード',
    intro: '{brand} にログインするには、次のコードを入力してください:',
    validity: 'このコードの有効期限は {minutes} 分で、1 回のみ使用できます。他の人には決して教えないでください。',
    ignore: 'このコードをリクエストしていない場合は、このメールを無視してください。コードがなければ誰もログインできません。',
    signature: '{brand} チーム',
  },
  fr: {
    subject: 'Votre code de connexion {brand} : {code}',
    heading: 'Votre code de connexion',
    intro: 'Saisissez ce code pour vous connecter à {brand} :',
    validity: 'Ce code est valable {minutes} minutes et ne peut être utilisé qu’une seule fois. Ne le communiquez jamais à personne.',
    ignore: 'Si vous n’avez pas demandé ce code, vous pouvez ignorer cet e-mail. Personne ne peut se connecter sans lui.',
    signature: 'Avec tendresse, l’équipe {brand}',
  },
  es: {
    subject: 'Tu código de acceso a {brand}: {code}',
    heading: 'Tu código de acceso',
    intro: 'Introduce este código para iniciar sesión en {brand}:',
    validity: 'El código es válido durante {minutes} minutos y solo se puede usar una vez. No lo compartas nunca con nadie.',
    ignore: 'Si no has solicitado este código, puedes ignorar este correo. Nadie puede iniciar sesión sin él.',
    signature: 'Con cariño, el equipo de {brand}',
  },
  it: {
    subject: 'Il tuo codice di accesso a {brand}: {code}',
    heading: 'Il tuo codice di accesso',
    intro: 'Inserisci questo codice per accedere a {brand}:',
    validity: 'Il codice è valido per {minutes} minuti e può essere usato una sola volta. Non condividerlo mai con nessuno.',
    ignore: 'Se non hai richiesto questo codice, puoi ignorare questa e-mail. Nessuno può accedere senza di esso.',
    signature: 'Con affetto, il team di {brand}',
  },
  pl: {
    subject: 'Twój kod logowania do {brand}: {code}',
    heading: 'Twój kod logowania',
    intro: 'Wpisz ten kod, aby zalogować się do {brand}:',
    validity: 'Kod jest ważny przez {minutes} minut i można go użyć tylko raz. Nigdy nikomu go nie podawaj.',
    ignore: 'Jeśli nie prosiłaś o ten kod, zignoruj tę wiadomość. Bez niego nikt nie może się zalogować.',
    signature: 'Z serdecznością, zespół {brand}',
  },
  pt: {
    subject: 'O seu código de acesso à {brand}: {code}',
    heading: 'O seu código de acesso',
    intro: 'Introduza este código para iniciar sessão na {brand}:',
    validity: 'O código é válido durante {minutes} minutos e só pode ser usado uma vez. Nunca o partilhe com ninguém.',
    ignore: 'Se não pediu este código, pode ignorar este e-mail. Ninguém consegue iniciar sessão sem ele.',
    signature: 'Com carinho, a equipa {brand}',
  },
};
