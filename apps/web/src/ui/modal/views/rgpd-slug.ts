// The personal-data notice's page: linked from the sign-up forms, shown in the RGPD dialog.
export const RGPD_SLUG = "donnees-personnelles";
