// The rules of changing what opens an account, its e-mail address and its password (updateMe): who may, what proves
// it, and how the old address is told. Decisions: docs/adr/0041-changing-e-mail-and-password.md.

export const EMAIL_CHANGE_NEEDS_PASSWORD = "Saisissez votre mot de passe actuel pour changer d'adresse e-mail.";
export const WRONG_PASSWORD_FOR_EMAIL = "Mot de passe incorrect : votre adresse e-mail n'a pas été modifiée.";
export const WRONG_OLD_PASSWORD = "Le mot de passe actuel est incorrect.";
export const SAME_PASSWORD = "Choisissez un mot de passe différent de l'actuel.";
export const EMAIL_TAKEN = "Cette adresse e-mail est déjà utilisée par un autre compte.";
export const IMPERSONATION_CREDENTIALS_REFUSAL =
  "Vous agissez en tant que ce client : seul le client peut changer son adresse e-mail ou son mot de passe.";

/** Does the form ask for another address than the account's? Addresses compare without their case. */
export const changesEmail = (current: string, asked: string): boolean => current.trim().toLowerCase() !== asked.trim().toLowerCase();

/**
 * Why the e-mail or the password may not be changed now, or null. A staff member acting as the customer (login-as)
 * may correct the customer's name, never what signs in: the address receives the reset links, so changing it is
 * taking the account.
 */
export const credentialChangeRefusal = (facts: { impersonatorId: number | null | undefined }): string | null =>
  facts.impersonatorId ? IMPERSONATION_CREDENTIALS_REFUSAL : null;

/**
 * The new address as the old one's notice shows it: enough for the owner to recognise it or not, not enough to
 * hand whoever reads the old mailbox the new one (« ju•••@example.fr »).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const local = email.slice(0, at);
  const shown = local.length <= 3 ? 1 : 2;
  return `${local.slice(0, shown)}•••${email.slice(at)}`;
}
