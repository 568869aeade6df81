import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One stored file of a horse's media: its width (images) or 0 (the clip), and where it is. */
export interface StoredFile {
  width: number;
  key: string;
}

/** A picture or clip of a horse. Its files are in the object store under `horses/<horse>/<media>/`. */
@Entity('media')
@Index('IDX_media_horse', ['horseId', 'createdAt'])
export class MediaEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'horse_id', type: 'varchar', length: 36 })
  horseId!: string;

  @Column({ type: 'varchar', length: 8 })
  type!: 'image' | 'video';

  @Column({ name: 'content_type', type: 'varchar', length: 40 })
  contentType!: string;

  /** JSON list of StoredFile, smallest first. */
  @Column({ type: 'text' })
  files!: string;

  @Column({ type: 'integer', nullable: true })
  width!: number | null;

  @Column({ type: 'integer', nullable: true })
  height!: number | null;

  /** Bytes as uploaded. */
  @Column({ type: 'bigint' })
  size!: string | number;

  @Column({ name: 'created_at', type: 'varchar', length: 30 })
  createdAt!: string;
}
