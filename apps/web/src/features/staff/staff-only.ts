// What a staff screen says to an account without its permission (StaffOnly): whom the page is for, « à » contracted
// with the article that follows as French requires (« au service client », « aux responsables »).

/** « Cette page est réservée à … . » for the team named with its article (« le service client », « l'équipe … »). */
export function reservedToSentence(team: string): string {
  const to = team.startsWith("le ") ? `au ${team.slice(3)}` : team.startsWith("les ") ? `aux ${team.slice(4)}` : `à ${team}`;
  return `Cette page est réservée ${to}.`;
}
