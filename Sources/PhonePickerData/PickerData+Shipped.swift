// PickerData.shipped: the core pack's picker data linked into the product, read without the
// pack tooling (PhonePacks) or Foundation.

public import PhoneCore
public import PhoneDataBlob

extension PickerData {
  /// The linked data, opened once per process on first use (its header); a region's record is
  /// decoded on its first read and kept.
  static let linked = Result { () throws(DataBlobError) in try ShippedPickerData.openLinked() }

  /// The core pack's picker data for `region`, as linked into the product
  /// (`Sources/CPhonePickerData`): no file is read.
  ///
  /// ```swift
  /// let us = try PickerData.shipped(for: .us)
  /// us?.subdivisions.first { $0.code == "US-CA" }?.name   // "California"
  /// ```
  /// - Returns: nil where the core pack has no picker data for the region.
  /// - Throws: `DataBlobError` when the linked-in data does not decode.
  /// - Complexity: O(log *n*) in the regions, then (first read of a region only) its record.
  public static func shipped(for region: RegionCode) throws(DataBlobError) -> PickerData? {
    try linked.get().record(for: region)
  }

  /// The regions that have shipped picker data, in code order.
  /// - Throws: `DataBlobError` when the linked-in data does not decode.
  public static func shippedRegions() throws(DataBlobError) -> [RegionCode] {
    try linked.get().regions()
  }
}
