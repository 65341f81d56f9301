// /deconnexion typed, bookmarked or reloaded (a GET): signing out there would let any page sign a shopper out with a
// link or an image (CSRF), so only the form's POST signs out. The GET goes where the « Se déconnecter » button is
// (the account's home), or home for a visitor without a session.
import { ACCOUNT_HOME_PATH } from "./paths.ts";

export const signOutGetTarget = (hasSession: boolean): string => (hasSession ? ACCOUNT_HOME_PATH : "/");
