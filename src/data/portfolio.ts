import type { ImageMetadata } from 'astro';
import fashionWeek from '../assets/portfolio/fashion-week.png';
import riverside from '../assets/portfolio/riverside-residences.png';
import muayFit from '../assets/portfolio/muay-fit.png';
import andaman from '../assets/portfolio/andaman-hopper.png';
import siamStream from '../assets/portfolio/siam-stream.png';
import baanSuan from '../assets/portfolio/baan-suan-hotel.png';
import payLanna from '../assets/portfolio/paylanna.png';
import bridalExpo from '../assets/portfolio/bridal-expo.png';
import krungDeliver from '../assets/portfolio/krung-deliver.png';

/** Filter order on every portfolio grid; `all` comes first. */
export const portfolioCategories = ['all', 'fashion', 'realEstate', 'health', 'travel', 'media', 'hospitality', 'technology'] as const;
export type PortfolioCategory = Exclude<(typeof portfolioCategories)[number], 'all'>;

/** Also the stems of the projects' translation keys: `portfolio.project.{id}.title` and so on. */
export type ProjectId =
  'siamStream' | 'krungDeliver' | 'fashionWeek' | 'riverside' | 'muayFit' | 'andaman' | 'payLanna' | 'baanSuan' | 'bridalExpo';

/** A project's translated texts; each project has three key features. */
export type ProjectText = 'title' | 'description' | 'alt' | `feature.${1 | 2 | 3}`;
export const projectTextKey = (id: ProjectId, text: ProjectText) => `portfolio.project.${id}.${text}` as const;

export interface PortfolioProject {
  id: ProjectId;
  image: ImageMetadata;
  year: number;
  category: PortfolioCategory;
  technologies: string[];
  link: string;
}

/** Newest first. The sites are fictional showcases; links go to their demo addresses. */
export const projects: PortfolioProject[] = [
  {
    id: 'siamStream',
    image: siamStream,
    year: 2025,
    category: 'media',
    technologies: ['React', 'TypeScript', 'HLS.js', 'GraphQL', 'AWS'],
    link: 'https://siam-stream.example',
  },
  {
    id: 'krungDeliver',
    image: krungDeliver,
    year: 2024,
    category: 'technology',
    technologies: ['React Native', 'Node.js', 'PostgreSQL', 'Google Maps'],
    link: 'https://krung-deliver.example',
  },
  {
    id: 'fashionWeek',
    image: fashionWeek,
    year: 2024,
    category: 'fashion',
    technologies: ['Astro', 'Tailwind CSS', 'Sanity', 'Netlify'],
    link: 'https://bkk-fashion-week.example',
  },
  {
    id: 'riverside',
    image: riverside,
    year: 2023,
    category: 'realEstate',
    technologies: ['Next.js', 'TypeScript', 'Mapbox', 'Supabase', 'Stripe'],
    link: 'https://riverside-residences.example',
  },
  {
    id: 'muayFit',
    image: muayFit,
    year: 2022,
    category: 'health',
    technologies: ['Vue.js', 'Laravel', 'MySQL', 'Omise'],
    link: 'https://muay-fit.example',
  },
  {
    id: 'andaman',
    image: andaman,
    year: 2021,
    category: 'travel',
    technologies: ['Nuxt', 'Node.js', 'MongoDB', 'Leaflet', 'i18n'],
    link: 'https://andaman-hopper.example',
  },
  {
    id: 'payLanna',
    image: payLanna,
    year: 2020,
    category: 'technology',
    technologies: ['Angular', '.NET', 'Azure'],
    link: 'https://paylanna.example',
  },
  {
    id: 'baanSuan',
    image: baanSuan,
    year: 2019,
    category: 'hospitality',
    technologies: ['WordPress', 'PHP', 'Booking Engine API', 'Cloudflare'],
    link: 'https://baan-suan-hotel.example',
  },
  {
    id: 'bridalExpo',
    image: bridalExpo,
    year: 2018,
    category: 'fashion',
    technologies: ['Shopify', 'Liquid', 'JavaScript', 'Mailchimp'],
    link: 'https://bangkok-bridal-expo.example',
  },
];

export const MAX_CARD_TECHNOLOGIES = 3;

/** The first three technologies and how many more there are (+N). */
export function cardTechnologies(technologies: string[]): { shown: string[]; more: number } {
  return {
    shown: technologies.slice(0, MAX_CARD_TECHNOLOGIES),
    more: Math.max(0, technologies.length - MAX_CARD_TECHNOLOGIES),
  };
}
