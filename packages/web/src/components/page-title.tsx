export function PageTitle({ children }: { children: string }) {
  return <h1 className="ui-page__title">{children}</h1>;
}
