/**
 * The shop's social accounts (spec §2): the footer, the floating social menu and the Organization's
 * sameAs in every page's JSON-LD list the same ones.
 */
export const SOCIAL_LINKS = [
  { name: 'x', label: 'X', url: 'https://x.com/mooli' },
  { name: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/mooli' },
  { name: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@mooli' },
  { name: 'reddit', label: 'Reddit', url: 'https://www.reddit.com/r/mooli' },
  { name: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/mooli' },
  { name: 'discord', label: 'Discord', url: 'https://discord.gg/mooli' },
  { name: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@mooli' },
] as const;

/** The shop's contact address (build time), shown in the footer and on the contact page. */
export const contactEmail = () => process.env.CONTACT_EMAIL || 'support@mooli.example';
