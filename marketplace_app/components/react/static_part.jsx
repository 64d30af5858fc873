import React, { createElement } from "react";
import { useNavigate } from "react-router";

// Markup that never changes while a page is open (but for its language): React takes it over
// as the server sent it, one element instead of one component per element. A click on a link
// within it to a page of this site moves there in the app, as React Router's links do.
export function StaticPart({ html, className }) {
  const navigate = useNavigate();
  const follow = (event) => {
    const link = event.target.closest && event.target.closest("a[href^='/']");
    if (!link || event.defaultPrevented || event.button !== 0 || link.target
        || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(link.getAttribute("href"));
  };
  return createElement("div", { className, onClick: follow,
                                dangerouslySetInnerHTML: { __html: html } });
}
