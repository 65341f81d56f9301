// The terms of sale's page: linked before paying, shown in the CGV dialog.
export const CGV_SLUG = "conditions-generales-de-vente";
