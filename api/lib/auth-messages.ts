import type { Locale } from './locales.ts';

/** The sign-in messages a shopper sees (the envelope's `message`). */
export type MessageKey =
  | 'codeSent'
  | 'badCode'
  | 'cooldown'
  | 'tooManyForEmail'
  | 'tooManyFromNetwork'
  | 'sendFailed'
  | 'loginOk'
  | 'tooManyRequests';

/** The sign-in messages in the eight locales. Placeholder: {n} (seconds) in cooldown and tooManyRequests. */
export const AUTH_MESSAGES: Record<MessageKey, Record<Locale, string>> = {
  codeSent: {
    en: 'The verification code has been sent, please check your e-mail',
    de: 'Der Bestätigungscode wurde gesendet. Bitte schau in deine E-Mails.',
    ja: '認証コードを送信しました。メールをご確認ください。',
    fr: 'Le code de vérification a été envoyé. Veuillez consulter vos e-mails.',
    es: 'Hemos enviado el código de verificación. Revisa tu correo electrónico.',
    it: 'Il codice di verifica è stato inviato. Controlla la tua e-mail.',
    pl: 'Kod weryfikacyjny został wysłany. Sprawdź swoją skrzynkę e-mail.',
    pt: 'O código de verificação foi enviado. Consulte o seu e-mail.',
  },
  badCode: {
    en: 'The verification code is incorrect or has expired',
    de: 'Der Bestätigungscode ist falsch oder abgelaufen.',
    ja: '認証コードが正しくないか、有効期限が切れています。',
    fr: 'Le code de vérification est incorrect ou a expiré.',
    es: 'El código de verificación es incorrecto o ha caducado.',
    it: 'Il codice di verifica non è corretto o è scaduto.',
    pl: 'Kod weryfikacyjny jest nieprawidłowy lub wygasł.',
    pt: 'O código de verificação está incorreto ou expirou.',
  },
  cooldown: {
    en: 'Please wait {n} seconds before requesting another code',
    de: 'Bitte warte {n} Sekunden, bevor du einen neuen Code anforderst.',
    ja: '次のコードをリクエストするまで{n}秒お待ちください。',
    fr: 'Veuillez patienter {n} secondes avant de demander un nouveau code.',
    es: 'Espera {n} segundos antes de solicitar otro código.',
    it: 'Attendi {n} secondi prima di richiedere un altro codice.',
    pl: 'Odczekaj {n} s, zanim poprosisz o kolejny kod.',
    pt: 'Aguarde {n} segundos antes de pedir outro código.',
  },
  tooManyForEmail: {
    en: 'Too many verification codes were requested for this e-mail, please try again later',
    de: 'Für diese E-Mail-Adresse wurden zu viele Bestätigungscodes angefordert. Bitte versuche es später erneut.',
    ja: 'このメールアドレスへの認証コードのリクエストが多すぎます。しばらくしてからもう一度お試しください。',
    fr: 'Trop de codes de vérification ont été demandés pour cette adresse e-mail. Veuillez réessayer plus tard.',
    es: 'Se han solicitado demasiados códigos de verificación para este correo electrónico. Inténtalo de nuevo más tarde.',
    it: 'Sono stati richiesti troppi codici di verifica per questo indirizzo e-mail. Riprova più tardi.',
    pl: 'Dla tego adresu e-mail poproszono o zbyt wiele kodów weryfikacyjnych. Spróbuj ponownie później.',
    pt: 'Foram pedidos demasiados códigos de verificação para este e-mail. Tente novamente mais tarde.',
  },
  tooManyFromNetwork: {
    en: 'Too many verification codes were requested from your network, please try again later',
    de: 'Aus deinem Netzwerk wurden zu viele Bestätigungscodes angefordert. Bitte versuche es später erneut.',
    ja: 'お使いのネットワークからの認証コードのリクエストが多すぎます。しばらくしてからもう一度お試しください。',
    fr: 'Trop de codes de vérification ont été demandés depuis votre réseau. Veuillez réessayer plus tard.',
    es: 'Se han solicitado demasiados códigos de verificación desde tu red. Inténtalo de nuevo más tarde.',
    it: 'Sono stati richiesti troppi codici di verifica dalla tua rete. Riprova più tardi.',
    pl: 'Z Twojej sieci poproszono o zbyt wiele kodów weryfikacyjnych. Spróbuj ponownie później.',
    pt: 'Foram pedidos demasiados códigos de verificação a partir da sua rede. Tente novamente mais tarde.',
  },
  sendFailed: {
    en: 'The e-mail could not be sent, please try again later',
    de: 'Die E-Mail konnte nicht gesendet werden. Bitte versuche es später erneut.',
    ja: 'メールを送信できませんでした。しばらくしてからもう一度お試しください。',
    fr: 'L’e-mail n’a pas pu être envoyé. Veuillez réessayer plus tard.',
    es: 'No se pudo enviar el correo electrónico. Inténtalo de nuevo más tarde.',
    it: 'Impossibile inviare l’e-mail. Riprova più tardi.',
    pl: 'Nie udało się wysłać wiadomości e-mail. Spróbuj ponownie później.',
    pt: 'Não foi possível enviar o e-mail. Tente novamente mais tarde.',
  },
  loginOk: {
    en: 'Login successful',
    de: 'Anmeldung erfolgreich',
    ja: 'ログインしました。',
    fr: 'Connexion réussie',
    es: 'Sesión iniciada correctamente',
    it: 'Accesso effettuato',
    pl: 'Zalogowano pomyślnie',
    pt: 'Sessão iniciada com sucesso',
  },
  tooManyRequests: {
    en: 'Too many requests, please try again in {n} seconds',
    de: 'Zu viele Anfragen. Bitte versuche es in {n} Sekunden erneut.',
    ja: 'リクエストが多すぎます。{n}秒後にもう一度お試しください。',
    fr: 'Trop de requêtes. Veuillez réessayer dans {n} secondes.',
    es: 'Demasiadas solicitudes. Inténtalo de nuevo en {n} segundos.',
    it: 'Troppe richieste. Riprova tra {n} secondi.',
    pl: 'Zbyt wiele żądań. Spróbuj ponownie za {n} s.',
    pt: 'Demasiados pedidos. Tente novamente dentro de {n} segundos.',
  },
};

/** A sign-in message in `locale` (en when the locale has none), with its `{name}` placeholders filled. */
export function authMessage(locale: Locale, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const texts = AUTH_MESSAGES[key];
  const template = texts[locale] ?? texts.en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : whole));
}
