import type { CallImplementation } from "../../http/call-registry.ts";
import { geolocCall } from "../perimeters/geoloc.ts";
import { supprimerCompteCall } from "./account-deletion.ts";
import { changementEmailCall, confirmChangementEmailCall } from "./email-change.ts";
import { confirmEmailCall } from "./email-confirmation.ts";
import { loginCpCall } from "./guest.ts";
import { forgotPasswordCall } from "./password-reset.ts";
import { meCall, setGroupeCall, setOptinCall, updateMeCall } from "./profile.ts";
import { loginTokenCall, logoutTokenCall, registerCall } from "./sign-in.ts";
import { getDebugCall, loginSaCall } from "./staff.ts";
import { getJournalConseillerCall, getJournalSaCall } from "./staff-journal.ts";

export const sessionCallImplementations: readonly CallImplementation[] = [
  loginCpCall,
  geolocCall,
  registerCall,
  loginTokenCall,
  logoutTokenCall,
  forgotPasswordCall,
  meCall,
  updateMeCall,
  setOptinCall,
  setGroupeCall,
  loginSaCall,
  getDebugCall,
  getJournalSaCall,
  getJournalConseillerCall,
  supprimerCompteCall,
  confirmEmailCall,
  changementEmailCall,
  confirmChangementEmailCall,
];
