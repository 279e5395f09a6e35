import CExtendedAttributes

#if canImport(Glibc)
  import Glibc
#endif

extension AtomicFileWriter {
  /// The extended attribute that holds a file's access control list (ACL).
  static let accessListAttribute = "system.posix_acl_access"

  /// Gives the file open at `descriptor` the extended attributes of the file at `path`,
  /// which it is to replace: its access control list (ACL), SELinux label, `user.*`
  /// attributes.
  ///
  /// On a file with an ACL, the group bits of the mode hold the ACL's *mask*: the mode
  /// alone, copied onto a file without the ACL, would give the owning group what the mask
  /// allows (write, often), and take from the users the ACL names what it grants. So the
  /// attributes must come along, or the file is not replaced: only an attribute of a
  /// namespace the user may not set (`trusted.*` needs root, for one) is left out, as the
  /// system refuses it to anyone the user could write a copy as.
  ///
  /// - Returns: `nil` when done, or why the attributes could not be kept.
  static func copyAttributes(of path: String, to descriptor: Int32) -> String? {
    let size = listxattr(path, nil, 0)
    // A file system without attributes: nothing to keep.
    if size < 0 && (errno == ENOTSUP || errno == ENOSYS) { return nil }
    guard size >= 0 else { return cannotKeep("its extended attributes could not be listed") }
    guard size > 0 else { return nil }
    var names = [CChar](repeating: 0, count: size)
    let listed = listxattr(path, &names, size)
    guard listed >= 0 else { return cannotKeep("its extended attributes could not be listed") }
    for name in names.prefix(listed).split(separator: 0) {
      let name = String(decoding: name.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if copyAttribute(name, of: path, to: descriptor) { continue }
      if name == accessListAttribute {
        return cannotKeep(
          "its access control list (ACL) could not be given to the new file")
      }
      if errno != EPERM && errno != ENOTSUP {
        return cannotKeep("its extended attribute \(name) could not be given to the new file")
      }
    }
    return nil
  }

  /// Why the attributes could not be kept, with the system's reason (`errno`).
  private static func cannotKeep(_ what: String) -> String {
    "\(what) (\(FileSystemReason.describe(errno: errno)))"
  }

  /// Copies one extended attribute; `false`, with `errno` set, when it could not be.
  private static func copyAttribute(_ name: String, of path: String, to descriptor: Int32)
    -> Bool
  {
    let size = getxattr(path, name, nil, 0)
    guard size >= 0 else { return false }
    var value = [UInt8](repeating: 0, count: max(size, 1))
    let read = getxattr(path, name, &value, size)
    guard read >= 0 else { return false }
    return fsetxattr(descriptor, name, value, read, 0) == 0
  }
}
