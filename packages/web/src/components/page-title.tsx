/** A screen's heading, as the spec's screens word it (e.g. 'КАТАЛОГ'). */
export function PageTitle({ children }: { children: string }) {
  return <h1 className="ui-page__title">{children}</h1>;
}
