"use client";
// Whether a staff member acts as the customer (login-as), for client components that hold a form only the customer
// may send (the survey's dialog). The layout reads it from `me`; a page shared by shoppers (ADR 0032) is never
// rendered for one, since the staff member's ID_SA cookie makes every page personal.
import { createContext, useContext } from "react";

const ActingAsContext = createContext(false);

export const ActingAsProvider = ActingAsContext.Provider;

export const useActingAs = (): boolean => useContext(ActingAsContext);
