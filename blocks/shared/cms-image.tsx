import type { ImgHTMLAttributes } from 'react'
import { imageSrcSet, imageUrl, imageWidths } from '#shared/images/image-url.ts'

type CmsImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  src: string
  alt: string
  /** Intrinsic size: always set, so nothing shifts while the image loads. */
  width: number
  height: number
  /** Small fixed-size images (icons, avatars) get 1x/2x; larger ones a responsive srcset. */
  fixed?: boolean
}

/**
 * A CMS image through the image route: resized, WebP, with width and height set. Lazy images decode
 * off the main thread (`decoding="async"`); an eager one keeps the default, so it paints with its frame.
 */
export function CmsImage({
  src,
  width,
  height,
  fixed = false,
  loading = 'lazy',
  decoding = loading === 'lazy' ? 'async' : undefined,
  ...rest
}: CmsImageProps) {
  if (fixed) {
    return (
      <img
        {...rest}
        src={imageUrl(src, { w: width, h: height, fit: 'contain' })}
        srcSet={`${imageUrl(src, { w: width * 2, h: height * 2, fit: 'contain' })} 2x`}
        width={width}
        height={height}
        loading={loading}
        decoding={decoding}
      />
    )
  }
  return (
    <img
      {...rest}
      src={imageUrl(src, { w: imageWidths.find((offered) => offered >= width) ?? 1536 })}
      srcSet={imageSrcSet(src, width) || undefined}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
    />
  )
}
