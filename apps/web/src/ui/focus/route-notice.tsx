// What a page says when a form brought the shopper back to it (`?supprimee=1`, a refusal's code): a status, or an
// alert for a refusal, marked as the page's route message so that RouteFocus puts focus on it on arrival (and again
// when the same answer lands on the same address). One per page: focus goes to the first.
import type { ReactNode } from "react";
import { REPLACEABLE_NOTICE_ATTRIBUTE, routeMessageProps } from "./route-message.ts";

export function RouteNotice({
  className,
  alert = false,
  block = false,
  replaceable = false,
  children,
}: {
  className?: string | undefined;
  /** A refusal: role="alert" instead of role="status". */
  alert?: boolean;
  /** Several paragraphs or a list: a <div> instead of a <p>. */
  block?: boolean;
  /** Hidden once a form of the page answers after it (a later refusal replaces « Adresse ajoutée. »). */
  replaceable?: boolean;
  children: ReactNode;
}) {
  const Tag = block ? "div" : "p";
  return (
    <Tag role={alert ? "alert" : "status"} className={className} {...routeMessageProps} {...(replaceable ? { [REPLACEABLE_NOTICE_ATTRIBUTE]: "" } : {})}>
      {children}
    </Tag>
  );
}
