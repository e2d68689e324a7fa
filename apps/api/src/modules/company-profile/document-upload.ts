import type { DocumentKind } from '@meridian/contracts';
import type { Request } from 'express';
import type { ObjectId } from 'mongodb';
import { receiveUpload, type StoredUpload } from '../../lib/file-upload';
import { deleteDocumentFile, openDocumentUpload } from './company-documents.repository';


/** Reads a multipart body (field `file`) straight into the company documents' GridFS bucket (lib/file-upload.ts). */
export function receiveDocument(req: Request, target: { profileId: ObjectId; kind: DocumentKind }): Promise<StoredUpload> {
  return receiveUpload(req, {
    open: (contentType) => openDocumentUpload(`${String(target.profileId)}-${target.kind}`, { ...target, contentType }),
    remove: deleteDocumentFile,
    defaultName: target.kind,
  });
}
