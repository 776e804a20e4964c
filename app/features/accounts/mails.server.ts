import { composeMail, type Mail, SIGNATURE, sendNotice } from '../../../server/lib/mail.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';

/** Sends a mail the resident needs (a link); a failure fails the request. */
export const send = (ctx: ServiceContext, mail: Mail) => ctx.mailer.send(mail);
/** Sends a notice about work already done; a failure is logged, not thrown. */
export const notify = (ctx: ServiceContext, mail: Mail) => sendNotice(ctx.mailer, ctx.log, mail);
export const link = (ctx: ServiceContext, path: string) => `${ctx.config.PUBLIC_URL}${path}`;

// Mails to an address nobody has confirmed yet carry nothing a visitor typed (no name),
// so the town's sender cannot be used to deliver someone else's text.
export const confirmEmailMail = (to: string, link: string): Mail =>
  composeMail(
    to,
    'Potvrďte prosím svou e-mailovou adresu',
    [
      'Dobrý den,',
      'děkujeme za registraci na webu Města Vzorov. Účet začne fungovat, jakmile potvrdíte svou e-mailovou adresu tímto odkazem:',
      link,
      'Odkaz platí 24 hodin. Pokud jste se neregistrovali, tento e-mail prosím ignorujte; účet bez potvrzení nebude fungovat.',
    ],
    SIGNATURE,
  );

export const alreadyRegisteredMail = (to: string, loginLink: string, resetLink: string): Mail =>
  composeMail(
    to,
    'Pokus o registraci s vaší e-mailovou adresou',
    [
      'Dobrý den,',
      'někdo se právě pokusil zaregistrovat na webu Města Vzorov s touto e-mailovou adresou. Účet s ní už ale máte.',
      'Pokud jste to byli vy, přihlaste se zde:',
      loginLink,
      'Pokud jste zapomněli heslo, nastavte si nové zde:',
      resetLink,
      'Pokud jste to nebyli vy, nemusíte nic dělat.',
    ],
    SIGNATURE,
  );

export const noAccountMail = (to: string, registerLink: string): Mail =>
  composeMail(
    to,
    'Obnova hesla na webu Města Vzorov',
    [
      'Dobrý den,',
      'někdo právě požádal o nové heslo k účtu na webu Města Vzorov s touto e-mailovou adresou. Účet s touto adresou u nás ale není.',
      'Pokud jste to byli vy, možná jste se registrovali s jinou adresou. Nový účet si můžete založit zde:',
      registerLink,
      'Pokud jste o nové heslo nežádali, tento e-mail prosím ignorujte.',
    ],
    SIGNATURE,
  );

export const nothingToConfirmMail = (to: string, loginLink: string, registerLink: string): Mail =>
  composeMail(
    to,
    'Potvrzení e-mailové adresy na webu Města Vzorov',
    [
      'Dobrý den,',
      'někdo právě požádal o nový odkaz pro potvrzení této e-mailové adresy na webu Města Vzorov. Žádný účet s touto adresou ale na potvrzení nečeká.',
      'Pokud už účet máte, přihlaste se zde:',
      loginLink,
      'Pokud účet ještě nemáte, zaregistrujte se zde:',
      registerLink,
      'Pokud jste o odkaz nežádali, tento e-mail prosím ignorujte.',
    ],
    SIGNATURE,
  );

export const resetPasswordMail = (to: string, firstname: string, link: string): Mail =>
  composeMail(
    to,
    'Obnova hesla k účtu na webu Města Vzorov',
    [
      `Dobrý den, ${firstname},`,
      'požádali jste o nové heslo k účtu na webu Města Vzorov. Nastavte si ho tímto odkazem:',
      link,
      'Odkaz platí jednu hodinu a lze ho použít jen jednou. Pokud jste o nové heslo nežádali, tento e-mail prosím ignorujte; vaše heslo zůstává beze změny.',
    ],
    SIGNATURE,
  );

export const passwordChangedMail = (to: string, firstname: string): Mail =>
  composeMail(
    to,
    'Heslo k vašemu účtu bylo změněno',
    [
      `Dobrý den, ${firstname},`,
      'heslo k vašemu účtu na webu Města Vzorov bylo právě změněno a všechna přihlášení byla ukončena.',
      'Pokud jste heslo neměnili, obnovte si ho prosím hned na stránce Obnova hesla a kontaktujte úřad.',
    ],
    SIGNATURE,
  );

export const confirmNewEmailMail = (to: string, link: string): Mail =>
  composeMail(
    to,
    'Potvrďte prosím novou e-mailovou adresu',
    [
      'Dobrý den,',
      'u účtu na webu Města Vzorov byla zadána tato nová e-mailová adresa. Začneme ji používat, jakmile ji potvrdíte tímto odkazem:',
      link,
      'Odkaz platí 24 hodin. Pokud jste o změnu nežádali, tento e-mail prosím ignorujte.',
    ],
    SIGNATURE,
  );

export const emailChangeRequestedMail = (to: string, firstname: string): Mail =>
  composeMail(
    to,
    'Žádost o změnu e-mailové adresy u vašeho účtu',
    [
      `Dobrý den, ${firstname},`,
      'u vašeho účtu na webu Města Vzorov někdo požádal o změnu e-mailové adresy. Do jejího potvrzení platí tato adresa.',
      'Pokud jste o změnu nežádali, změňte si prosím hned heslo a kontaktujte úřad na podatelna@vzorov.example.',
    ],
    SIGNATURE,
  );
