// Whether a five-digit code can be a French postal code at all, so a typo gets « n'existe pas » rather than a
// promise to deliver there one day. A coarse rule on the department prefix, not a list of every code.

/**
 * False for codes no French commune can have: departments 00, 96 and 99 do not exist; 97 is only 971–978 (overseas
 * departments and collectivities); 98 is only Monaco (98000) and the Pacific collectivities (986–988).
 */
export function postalCodeExists(code: string): boolean {
  if (!/^[0-9]{5}$/.test(code)) return false;
  const department = code.slice(0, 2);
  if (department === "00" || department === "96" || department === "99") return false;
  if (department === "97") return code[2]! >= "1" && code[2]! <= "8";
  if (department === "98") return code === "98000" || (code[2]! >= "6" && code[2]! <= "8");
  return true;
}
