/** Pages about the encyclopedia itself (see project.ts) that the sidebar and footer link to. */
export const PROJECT_LINKS = {
  about: 'Arenapedia:About',
  contact: 'Arenapedia:Contact us',
  portal: 'Arenapedia:Community portal',
  help: 'Help:Contents',
  privacy: 'Arenapedia:Privacy policy',
  disclaimer: 'Arenapedia:General disclaimer',
  conduct: 'Arenapedia:Code of conduct',
  cookies: 'Arenapedia:Cookie statement',
} as const;

/** "Arenapedia:Contact us" → "/wiki/Arenapedia:Contact_us" (the namespace colon stays). */
export function projectPath(title: string): string {
  return `/wiki/${title.replace(/ /g, '_')}`;
}
