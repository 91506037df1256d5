import React from "react";

/**
 * Stand-in for the `gatsby` package in component tests: links render as plain anchors, and the
 * data-layer hooks return what a test gives them through `setStaticQueryData`.
 */
let staticQueryData: unknown = {};

export function setStaticQueryData(data: unknown): void {
  staticQueryData = data;
}

export const graphql = () => "";
export const StaticQueryContext = React.createContext<unknown>({});
export const useStaticQuery = () => staticQueryData;
export const navigate = jest.fn();

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean };

export function Link({ to, activeClassName: _active, partiallyActive: _partial, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
