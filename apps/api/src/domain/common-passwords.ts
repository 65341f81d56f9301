// The most common passwords (international and French); refused at sign-up and password change.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "123456", "123456789", "12345678", "password", "azerty", "azertyuiop", "qwerty", "qwertyuiop",
  "1234567890", "motdepasse", "mot2passe", "motdepasse1", "password1", "password123", "iloveyou", "soleil",
  "doudou", "chouchou", "loulou", "marseille", "marseille13", "bonjour", "bonjour1", "coucou123",
  "football", "123123123", "11111111", "00000000", "12341234", "87654321", "abcd1234", "abcdefgh",
  "azerty123", "azerty1234", "qwerty123", "qwerty1234", "1q2w3e4r", "1qaz2wsx", "zaq12wsx", "passw0rd",
  "p@ssw0rd", "admin123", "administrateur", "letmein", "welcome", "welcome1", "sunshine", "princess",
  "dragon", "monkey", "shadow", "master", "superman", "batman", "jordan23", "liverpool",
  "chelsea", "arsenal", "barcelona", "juventus", "psgpsgpsg", "allezlom", "paris2024", "parisienne",
  "motdepasse123", "jetaime", "jetaime1", "jetaimebeaucoup", "nicolas", "camille", "thomas", "julien",
  "chocolat", "chocolat1", "vacances", "vacances2024", "cabas123", "cabascabas", "courses", "courses123",
  "baguette", "fromage", "01234567", "98765432", "13579246", "147258369", "159753456", "azertyui",
  "qsdfghjk", "wxcvbnml", "aaaaaaaa", "bbbbbbbb", "changeme", "changeme1", "secret123", "secret1234",
  "trustno1", "starwars", "pokemon", "minecraft", "fortnite",
]);
