import { Injectable } from '@nestjs/common';
import { DataSource, type FindOptionsWhere } from 'typeorm';
import type { Inquiry, InquiryPage, OperationInput } from '@remuda/contracts';
import { CONTACT_OPERATIONS } from '@remuda/contracts';
import { DomainError } from '@remuda/service-kit';
import { ContactRequestEntity } from './contact-request.entity.js';

export const inquiryNotFound = () => new DomainError('NOT_FOUND', 'Contact request not found.');

export function toInquiry(entity: ContactRequestEntity): Inquiry {
  return {
    id: entity.id,
    name: entity.name,
    email: entity.email,
    phone: entity.phone,
    interest: entity.interest,
    message: entity.message,
    receivedAt: entity.receivedAt,
    status: entity.status,
    answeredAt: entity.answeredAt,
  };
}

/** Reads of the staff inbox. */
@Injectable()
export class ContactRequestStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest first, optionally of one interest and one status; the whole list without `limit`. */
  async list({ interest, status, limit, offset = 0 }: OperationInput<typeof CONTACT_OPERATIONS.list>): Promise<InquiryPage> {
    const where: FindOptionsWhere<ContactRequestEntity> = {};
    if (interest) where.interest = interest;
    if (status) where.status = status;
    const [rows, total] = await this.dataSource.getRepository(ContactRequestEntity).findAndCount({
      where,
      order: { receivedAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
    return { items: rows.map(toInquiry), total };
  }
}
