// Server-side reads of the games: challenges, the advent calendar, the cinema contest, the thank-you gift and the
// account's activity.
import "server-only";
import { getActivites, getCalendrier, getConcoursCine, getDefisActuels, getDefisArticles, getDefisHistorique, getH1pH1pH1p } from "@cabas/contracts";
import { callApi } from "../../lib/api/client.ts";

export const readChallenges = () => callApi(getDefisActuels, {}, { perimeter: false });
export const readChallengeHistory = () => callApi(getDefisHistorique, {}, { perimeter: false });
export const readChallengeProducts = (id: number, page: number) => callApi(getDefisArticles, { id_defi: id, page });
export const readCalendar = () => callApi(getCalendrier, {}, { perimeter: false });
export const readCinemaContest = () => callApi(getConcoursCine, {}, { perimeter: false });
export const readGift = (orderId: number) => callApi(getH1pH1pH1p, { id_commande: orderId }, { perimeter: false });
export const readActivity = (limit: number) => callApi(getActivites, { limit }, { perimeter: false });
