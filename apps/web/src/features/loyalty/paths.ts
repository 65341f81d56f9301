// Routes of the loyalty feature (account pages, and the programme's public page).
export const REFERRALS_PATH = "/mes-parrainages";
export const VOUCHERS_PATH = "/bons-d-achat";
export const PRIZE_POT_PATH = "/ma-cagnotte";
export const LOYALTY_PROGRAMME_PATH = "/programme-de-fidelite-cabas";
