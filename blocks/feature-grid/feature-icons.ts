import {
  Clock,
  Cloud,
  Code,
  Container,
  FileCheck,
  FileText,
  Gauge,
  Globe,
  Layers,
  Lock,
  Scale,
  Server,
  Shield,
  Zap,
} from 'lucide-react'
import type { FeatureIconName } from './schema.ts'

/**
 * The icons a feature may show, each with the name an editor chooses it by in Strapi. A fixed set
 * keeps the bundle small; the admin draws the same pictures (`npm run cms:components`).
 */
export const featureIcons: Record<FeatureIconName, { icon: typeof Zap; label: string }> = {
  zap: { icon: Zap, label: 'Lightning' },
  shield: { icon: Shield, label: 'Shield' },
  globe: { icon: Globe, label: 'Globe' },
  'file-text': { icon: FileText, label: 'Document' },
  code: { icon: Code, label: 'Code' },
  clock: { icon: Clock, label: 'Clock' },
  cloud: { icon: Cloud, label: 'Cloud' },
  server: { icon: Server, label: 'Server' },
  container: { icon: Container, label: 'Container' },
  lock: { icon: Lock, label: 'Padlock' },
  layers: { icon: Layers, label: 'Layers' },
  gauge: { icon: Gauge, label: 'Gauge' },
  scale: { icon: Scale, label: 'Scales' },
  'file-check': { icon: FileCheck, label: 'Checked document' },
}
