import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { GalleryCategory } from '@remuda/contracts';

/** A picture of the public gallery. Its WebP variants are in the object store under `gallery/<id>/`. */
@Entity('gallery_pictures')
@Index('IDX_gallery_pictures_position', ['position'])
export class GalleryPictureEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 16 })
  category!: GalleryCategory;

  /** The picture's place in the gallery: 0 first, the pictures numbered 0..n-1 after each change. */
  @Column({ type: 'integer' })
  position!: number;

  /** JSON list of StoredFile (as a horse's media), smallest first. */
  @Column({ type: 'text' })
  files!: string;

  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  /** Bytes as uploaded. */
  @Column({ type: 'bigint' })
  size!: string | number;

  @Column({ name: 'created_at', type: 'varchar', length: 30 })
  createdAt!: string;

  /** 1 when added, one more with every change to its fields, so an edit made on a stale copy is refused. */
  @Column({ type: 'integer', default: 1 })
  version!: number;
}
