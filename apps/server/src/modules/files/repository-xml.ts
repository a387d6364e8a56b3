// The repository's answers in XML for clients that ask for it (Accept: application/xml or
// text/xml, as Jersey clients and jQuery's dataType 'xml' do), shaped as JAXB writes Pentaho's
// DTOs: repositoryFileDto, repositoryFileDtoes (a list), repositoryFileTreeDto, elements in
// alphabetical order. JSON stays the answer otherwise (decision 033).
import type { RepositoryFileDto, RepositoryFileList } from '@mti/contracts/files/repository-api';
import type { RepositoryFileTreeDto } from '@mti/contracts/files/repository-browse-api';
import { XMLBuilder } from 'fast-xml-parser';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const builder = new XMLBuilder({ format: false });

/** JSON unless the Accept header prefers XML; no header or `*` / `*` gets JSON. */
export function wantsXml(request: FastifyRequest): boolean {
  const preferred = new Negotiator(request.raw).mediaType(['application/json', 'application/xml', 'text/xml']);
  return preferred === 'application/xml' || preferred === 'text/xml';
}

function sortedFields(dto: RepositoryFileDto): Record<string, string> {
  return Object.fromEntries(Object.entries(dto).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function treeElement(tree: RepositoryFileTreeDto): object {
  const children = tree.children?.map(treeElement);
  return { ...(children?.length ? { children } : {}), file: sortedFields(tree.file) };
}

export function fileXml(dto: RepositoryFileDto): string {
  return XML_DECLARATION + builder.build({ repositoryFileDto: sortedFields(dto) });
}

export function fileListXml(list: RepositoryFileList): string {
  return (
    XML_DECLARATION +
    builder.build({ repositoryFileDtoes: { repositoryFileDto: list.repositoryFileDto.map(sortedFields) } })
  );
}

export function fileTreeXml(tree: RepositoryFileTreeDto): string {
  return XML_DECLARATION + builder.build({ repositoryFileTreeDto: treeElement(tree) });
}

/** Sends `body` as JSON, or as the XML `toXml` makes of it when the client asks for XML. */
export function sendNegotiated<T>(request: FastifyRequest, reply: FastifyReply, body: T, toXml: (body: T) => string) {
  if (wantsXml(request)) return reply.type('application/xml; charset=utf-8').send(toXml(body));
  return reply.send(body);
}
