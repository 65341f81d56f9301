// What a survey says once answered, on its page and in its dialog.
export const SURVEY_THANKS = "Merci ! Vos réponses sont bien enregistrées.";
export const SURVEY_ALREADY_ANSWERED = "Vous avez déjà répondu à ce sondage : merci pour votre participation.";
