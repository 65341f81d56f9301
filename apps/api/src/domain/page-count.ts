// How many pages a list of `total` rows makes, `perPage` to a page: at least one (an empty list has its page).
export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));
